// Media block reads and writes on a 2D image (img:WxH): a 32-byte row
// read at (x, y) is written back 32 bytes to the right; a 12-byte block
// read at (x, y + 1) is written, plus one, two rows down.
// { dg-do run }
// { dg-final { run-kernel "img:80x6:image.bin:image_out.bin i32:8 i32:1" } }

extern "C" _GENX_MAIN_ void media(SurfaceIndex image, int x, int y)
{
    vector<uchar, 32> row;
    read(image, x, y, row);
    vector<int, 3> three;
    read(image, x, y + 1, three);
    write(image, x + 32, y, row);
    write(image, x, y + 2, three + 1);
}
