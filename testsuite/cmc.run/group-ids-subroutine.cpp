// Group and local ids read inside a subroutine that is not inlined: the
// subroutine, a vISA subroutine of the kernel, reads the kernel's implicit
// inputs; a variable dimension and the linear forms too.  2 groups of 3x2
// threads, each writing its own 8 dwords.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-g 2x1 -l 3x2 buf:zero:384:out.bin i32:1" } }
// { dg-final { scan-visa "call \\(M1_NM, 1\\) _Z\[0-9\]*group_ids" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ CM_NOINLINE vector<uint, 8> group_ids(uint dimension)
{
    vector<uint, 8> v;
    v(0) = cm_local_id(0);
    v(1) = cm_local_id(dimension);
    v(2) = cm_group_id(0);
    v(3) = cm_group_count(dimension - 1);
    v(4) = cm_local_size(dimension);
    v(5) = cm_linear_local_id();
    v(6) = cm_linear_group_id();
    v(7) = cm_linear_global_size();
    return v;
}

_GENX_ CM_NOINLINE uint linear_id(void)
{
    return cm_linear_global_id();
}

extern "C" _GENX_MAIN_ void ids(SurfaceIndex out, int dimension)
{
    vector<uint, 8> v = group_ids(dimension);
    write(out, linear_id() * 32, v);
}
