// Scattered reads and writes: element offsets are scaled to bytes
// (shl by 2 for dwords), the _scaled forms take bytes; 1- and 2-byte
// elements travel in dwords (num_blocks 1 or 2); one-element forms.
// { dg-do compile }
// { dg-final { scan-llvm "@llvm.genx.gather.scaled.v8f32.v8i1.v8i32\\(<8 x i1> <i1 true" } }
// { dg-final { scan-llvm "@llvm.genx.scatter.scaled.v16i1.v16i32.v16i32" } }
// { dg-final { scan-visa "^\\s*shl \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> 2:d" } }
// { dg-final { scan-visa "^\\s*gather_scaled.4 \\(M1_NM, 8\\) T6 V\[0-9\]+\\(0,0\\)<0;1,0> V\[0-9\]+.0 V\[0-9\]+.0" } }
// { dg-final { scan-visa "^\\s*gather_scaled.1 \\(M1_NM, 16\\) T6 0x4:ud V\[0-9\]+.0 V\[0-9\]+.0" } }
// { dg-final { scan-visa "^\\s*gather_scaled.2 \\(M1_NM, 8\\) T6 " } }
// { dg-final { scan-visa "^\\s*scatter_scaled.4 \\(M1_NM, 8\\) T7 " } }
// { dg-final { scan-visa "^\\s*scatter_scaled.1 \\(M1_NM, 16\\) T7 0x0:ud " } }
// { dg-final { scan-visa "^\\s*gather_scaled.4 \\(M1_NM, 1\\) T6 0x0:ud " } }
// { dg-final { scan-visa "type=ud num_elts=8 alias=" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void scattered(SurfaceIndex in, SurfaceIndex out,
                                      uint base)
{
    vector<uint, 8> offsets;
    read(in, 0, offsets);
    vector<float, 8> f;
    read(in, base, offsets, f);
    vector<uint, 16> byte_offsets = 3;
    vector<uchar, 16> bytes;
    read_scaled(in, 4, byte_offsets, bytes);
    vector<short, 8> words;
    read(in, 0, offsets, words);
    int one = read<int>(in, 7);
    write(out, base, offsets, f);
    write_scaled(out, 0, byte_offsets, bytes);
    write(out, 5, one + words(0));
}
