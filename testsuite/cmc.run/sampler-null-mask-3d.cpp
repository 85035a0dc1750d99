// sample16 and load16 with a null mask (the extra GRF's first word: bit i
// for pixel i; cmrun has no tiled resources, so every pixel's bit is
// set), and cm_3d_sample / cm_3d_load with an operation and 8-pixel
// parameters: sample_lz (u, v) with the null mask, sample_l (lod, u, v,
// r; one mip level: the LOD changes nothing) with aoffimmi's U offset
// (bits 11..8) added to the texel, load_3d (u, v, lod, r: a LOD other
// than 0 is outside, 0 in every channel).
// { dg-do run }
// { dg-final { run-kernel "smp:point img:8x4:r32f:image.bin buf:coords.bin buf:zero:512:out.bin" } }

extern "C" _GENX_MAIN_ void null_mask_3d(SamplerIndex sampler,
                                         SurfaceIndex image,
                                         SurfaceIndex coords,
                                         SurfaceIndex out)
{
    vector<float, 16> u, v;
    read(coords, 0, u);
    read(coords, 64, v);
    vector<uint, 16> iu, iv;
    read(coords, 128, iu);
    read(coords, 192, iv);
    matrix<float, 2, 16> gr;
    vector<ushort, 1> sample_mask = 0;
    sample16(gr, sample_mask, CM_GR_ENABLE, image, sampler, u, v);
    write(out, 0, gr.row(0));
    write(out, 64, gr.row(1));
    matrix<uint, 1, 16> words;
    vector<short, 1> load_mask = 0;
    load16(words, load_mask, CM_R_ENABLE, image, iu, iv);
    write(out, 128, words.row(0));

    vector<float, 16> lz;
    cm_3d_sample<CM_3D_SAMPLE_LZ | CM_3D_SAMPLE_NULLMASK_ENABLE, CM_R_ENABLE>(
        lz, 0, sampler, image, u.select<8, 1>(0), v.select<8, 1>(0));
    write(out, 192, lz.select<8, 1>(0));
    vector<float, 32> lod;
    vector<float, 8> high_u = u.select<8, 1>(8), high_v = v.select<8, 1>(8);
    vector<float, 8> level = 3.0f, r = 0.0f;
    cm_3d_sample<CM_3D_SAMPLE_L, CM_ABGR_ENABLE>(lod, 0x100, sampler, image,
                                                level, high_u, high_v, r);
    write(out, 224, lod);
    vector<uint, 16> loaded;
    vector<uint, 8> levels, zero = 0;
    read(coords, 256, levels);
    cm_3d_load<CM_3D_LOAD, CM_GR_ENABLE>(loaded, 0, image, iu.select<8, 1>(0),
                                         iv.select<8, 1>(0), levels, zero);
    write(out, 352, loaded);

    vector<ushort, 8> masks = 0;
    masks(0) = sample_mask(0);
    masks(1) = load_mask(0);
    masks(2) = lz.format<ushort>()(16);
    write(out, 416, masks);
}
