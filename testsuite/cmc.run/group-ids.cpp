// Thread groups (-g, -l): cm_local_id, cm_group_id, cm_local_size,
// cm_linear_group_count and cm_linear_global_id for 2 groups of 3x2
// threads; each thread writes its own 8 dwords.
// { dg-do run }
// { dg-final { run-kernel "-g 2x1 -l 3x2 buf:zero:384:out.bin" } }

extern "C" _GENX_MAIN_ void ids(SurfaceIndex out)
{
    vector<uint, 8> v;
    v(0) = cm_local_id(0);
    v(1) = cm_local_id(1);
    v(2) = cm_group_id(0);
    v(3) = cm_group_id(1);
    v(4) = cm_local_size(0);
    v(5) = cm_local_size(1);
    v(6) = cm_linear_group_count();
    v(7) = cm_linear_global_id();
    write(out, cm_linear_global_id() * 32, v);
}
