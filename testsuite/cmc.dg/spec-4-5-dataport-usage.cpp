// The CM specification's usage examples for the dataport qualifiers
// (section 4.5): read(TOP_FIELD(ind), ...) and read(BOTTOM_FIELD(ind), ...)
// on a media block read, read(DWALIGNED(ind), ...) on an oword block read
// whose offset is only dword aligned, and the plain read(ind, ...) whose
// offset is oword aligned.  Each qualifier reaches its message.
// { dg-do compile }
// { dg-final { scan-visa "^\\s*media_ld\\.top \\(8, 4\\) " } }
// { dg-final { scan-visa "^\\s*media_ld\\.bottom \\(8, 4\\) " } }
// { dg-final { scan-visa "^\\s*oword_ld_unaligned \\(1\\) T\[0-9\]+ 0x4:ud " } }
// { dg-final { scan-visa "^\\s*oword_ld \\(1\\) T\[0-9\]+ 0x1:ud " } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void fields(SurfaceIndex image, SurfaceIndex buffer,
                                   int x, int y)
{
    matrix<uchar, 4, 8> top, bottom;
    read(TOP_FIELD(image), x, y, top);
    read(BOTTOM_FIELD(image), x, y, bottom);
    write(image, x, y + 8, top + bottom);

    vector<int, 4> words, block;
    read(DWALIGNED(buffer), 4, words);
    read(buffer, 16, block);
    write(buffer, 32, words + block);
}
