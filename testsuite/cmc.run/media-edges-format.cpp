// Media block reads and writes at the edges of a formatted image (8x4
// pixels of r32ui, 4-byte pixels): reads outside return the nearest edge
// pixel, whole pixels at a time (rows and columns clamped), on every side
// and at a corner; a write partly outside keeps only its inside part.
// The expected values come from the reference's own clamping of
// coordinates.
// { dg-do run }
// { dg-final { run-kernel "img:8x4:r32ui:in.bin:image_out.bin buf:zero:320:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void edges(SurfaceIndex image, SurfaceIndex out)
{
    matrix<uint, 4, 4> corner, right, below, outside;
    read(image, -2 * 4, -1, corner);    // top left corner
    read(image, 6 * 4, 1, right);       // past the right edge
    read(image, 3 * 4, 2, below);       // past the bottom edge
    read(image, -9 * 4, 7, outside);    // wholly outside, below left
    vector<ushort, 8> halves;
    read(image, 7 * 4, 3, halves.select<8, 1>(0));  // ushort view, clamped
    write(out, 0, corner);
    write(out, 64, right);
    write(out, 128, below);
    write(out, 192, outside);
    write(out, 256, halves);

    matrix<uint, 2, 4> block = 0x0badf00d;
    write(image, 6 * 4, -1, block);     // only (6..7, 0) is inside
}
