// Media block reads and writes through a vector<SurfaceIndex, 2> of 2D
// images indexed at run time: an 8x4 block of images[which] plus 1 goes
// to images(1 - which) at x = 8, y = 2; the other image is unchanged.
// { dg-do run }
// { dg-final { run-kernel "img:16x6:a.bin:a_out.bin+img:16x6:b.bin:b_out.bin i32:1" } }
// { dg-final { run-kernel "img:16x6:a.bin:a_out0.bin+img:16x6:b.bin:b_out0.bin i32:0" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void media(vector<SurfaceIndex, 2> images, int which)
{
    matrix<uchar, 4, 8> block;
    read(images[which], 0, 0, block);
    block += 1;
    write(images(1 - which), 8, 2, block);
}
