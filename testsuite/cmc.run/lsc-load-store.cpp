// LSC gathers, scatters and block (transposed) messages on DG2, each data
// size class and several vector sizes: d32 (int, x1; float, x4; int x2),
// d8u32 (uchar) and d16u32 (ushort) widened to 32 bits in registers (one
// per address: GenX_IR takes vectors of d32 and d64 only), d64
// (long long, x1 and a block of 8), d32 blocks of 64 elements, a store
// under a predicate, SLM gathers, scatters and blocks, and flat (_ptr)
// messages on an svmptr_t; two threads, each on its own part of the data.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "-t 2 buf:in.bin buf:zero:4096:out.bin svm:flatin.bin:flat.bin" } }

extern "C" _GENX_MAIN_ void lsc_load_store(SurfaceIndex in, SurfaceIndex out,
                                           svmptr_t flat [[type("svmptr_t")]])
{
    unsigned t = get_thread_origin_x();
    vector<unsigned, 16> lane;
    for (int i = 0; i < 16; i++)
        lane(i) = i;
    vector<unsigned, 16> channel = lane + t * 16;

    /* d32, one int per address */
    vector<int, 16> a = cm_load<int, VectorSize::N1>(in, channel * 4);
    cm_store<int, VectorSize::N1>(out, channel * 4, a + (int)t);

    /* d32, four floats per address: element v of channel i is f[v * 16 + i] */
    vector<float, 64> f = cm_load<float, VectorSize::N4>(in, 512 + channel * 16);
    cm_store<float, VectorSize::N4>(out, 512 + channel * 16, f * 2.0f);

    /* d8u32: one byte per address, widened in registers */
    vector<uchar, 16> b = cm_load<uchar, VectorSize::N1>(in, 1024 + channel);
    cm_store<uchar, VectorSize::N1>(out, 1024 + channel, b + 1);

    /* d16u32: one ushort per address, every other one */
    vector<ushort, 16> s = cm_load<ushort, VectorSize::N1>(in, 1152 + channel * 4);
    cm_store<ushort, VectorSize::N1>(out, 1152 + channel * 4, s ^ 0x5555);

    /* d64: channel i stores at the address of channel 15 - i */
    vector<long long, 16> q = cm_load<long long, VectorSize::N1>(in, 1280 + channel * 8);
    cm_store<long long, VectorSize::N1>(out, 1280 + (15 - lane + t * 16) * 8, q);

    /* d32 blocks of 64 ints */
    vector<int, 64> block = cm_load<int, 64>(in, 1536 + t * 256);
    cm_store<int, 64>(out, 1536 + t * 256, block - 7);

    /* a predicated store: only even channels write */
    vector<ushort, 16> even = (lane & 1) == 0;
    cm_store<int, VectorSize::N1>(out, 2048 + channel * 4, a * 3, even);

    /* SLM: scatter, block read back, gather of pairs */
    cm_slm_init(1024);
    cm_store_slm<int, VectorSize::N1>(lane * 4, a);
    vector<int, 16> back = cm_load_slm<int, 16>(0);
    cm_store<int, 16>(out, 2304 + t * 64, back);
    vector<int, 32> pairs = cm_load_slm<int, VectorSize::N2>((lane >> 1) * 8);
    cm_store<int, VectorSize::N2>(out, 2432 + channel * 8, pairs);
    cm_store_slm<int, 8>(256, block.select<8, 1>(0));
    cm_store<int, 8>(out, 2688 + t * 32, cm_load_slm<int, 8>(256));

    /* flat: pairs of ints at an svmptr_t, and a d64 block */
    vector<int, 32> p = cm_ptr_load<int, VectorSize::N2>((const int *)flat, channel * 8);
    cm_ptr_store<int, VectorSize::N2>((int *)flat, channel * 8, p + 3);
    vector<long long, 8> q8 = cm_load<long long, 8>(in, 1280 + t * 64);
    cm_ptr_store<long long, 8>((long long *)flat, 256 + t * 64, q8);
}
