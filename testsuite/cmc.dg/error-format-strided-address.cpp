// format of a region that is not contiguous reads and writes the region
// (cmc.run/format-strided-writes.cpp) through a copy; an element of it
// has no address of its own, so taking one is the located error at the
// format call, not a pointer into a temporary.
// { dg-do compile }

extern "C" _GENX_MAIN_ void kernel_format_strided_address(SurfaceIndex s)
{
    matrix<uint, 8, 16> m = 0;
    ushort *q = &m.select<2, 1, 8, 1>(0, 0).format<ushort>()(0); // { dg-error "an element of this format has no address: cmc formats a region that is not contiguous through a copy" }
    write(s, 0, m.row(0));
}
