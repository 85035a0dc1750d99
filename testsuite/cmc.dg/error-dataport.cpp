// Dataport, SLM and atomic accesses the hardware cannot do are located
// errors, never wrong code.
// { dg-do compile }

extern "C" _GENX_MAIN_ void misuse(SurfaceIndex buffer, SurfaceIndex image,
                                   uint size)
{
    vector<uint, 8> offsets = 0;
    vector<uint, 6> six_offsets = 0;
    vector<int, 6> six;
    read(buffer, 0, six_offsets, six);             // { dg-error "scattered read of 6 elements is not supported: the count must be a power of 2 up to 32" }
    vector<double, 8> wide;
    read(buffer, 0, offsets, wide);                // { dg-error "scattered read of 8-byte elements is not supported" }
    vector<float, 8> f = 1.0f;
    write_atomic<ATOMIC_ADD>(buffer, offsets, f);  // { dg-error "atomic add needs 32-bit integer elements, not float" }
    vector<uint, 8> u = 1;
    write_atomic<ATOMIC_CMPXCHG>(buffer, offsets, u); // { dg-error "atomic cmpxchg takes 2 sources and an optional result" }
    vector<uchar, 128> row;
    read(image, 0, 0, row);                        // { dg-error "media block read of 128 bytes per row: the width must be at most 64 bytes" }
    matrix<int, 8, 16> tall;
    read(image, 0, 0, tall);                       // { dg-error "media block read of 8 rows of 64 bytes: at most 4 rows fit in one message" }
    vector<int, 4> v;
    read(DWALIGNED(buffer), 2, v);                 // { dg-error "offset 2 is not a multiple of 4 bytes" }
    cm_slm_init(size);                             // { dg-error "the SLM size must be a constant" }
    cm_slm_init(1024);
    uint slm = cm_slm_alloc(2048);                 // { dg-error "cm_slm_alloc of 2048 bytes does not fit in the 1024 bytes" }
    vector<float, 24> channels;
    cm_slm_read4(0, offsets, channels, SLM_ABGR_ENABLE); // { dg-error "cm_slm_read4 needs 32 dwords .8 addresses times 4 channels., not 24 float" }
    vector<int, 13> thirteen = 0;
    cm_slm_block_write(0, 0, thirteen);            // { dg-error "SLM block write of 52 bytes: the size must be a whole number of owords" }
    uint id = cm_local_id(3);                      // { dg-error "dimension 3 is out of range" }
    write(buffer, 0, v + slm + id);
}
