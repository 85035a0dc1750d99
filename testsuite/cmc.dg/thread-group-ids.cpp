// Thread and group ids: cm_local_id, cm_local_size and cm_group_count are
// the CM runtime's implicit kernel arguments (llvm.genx.local.id,
// local.size, group.count -> vISA inputs of implicit kinds 3, 1 and 2,
// spelled .implicit_UNDEFINED_<kind>, 3 x ud each, after
// the kernel's own arguments, the local id last); cm_group_id is
// %group_id_x/y/z; the cm_linear_* forms combine them.
// { dg-do compile }
// { dg-final { scan-llvm-times "call <3 x i32> @llvm.genx.local.id.v3i32\\(\\)" 1 } }
// { dg-final { scan-llvm "call <3 x i32> @llvm.genx.local.size.v3i32\\(\\)" } }
// { dg-final { scan-llvm "call <3 x i32> @llvm.genx.group.count.v3i32\\(\\)" } }
// { dg-final { scan-llvm "call i32 @llvm.genx.group.id.z\\(\\)" } }
// { dg-final { scan-visa "^\\.implicit_UNDEFINED_1 V\[0-9\]+ offset=64 size=12$" } }
// { dg-final { scan-visa "^\\.implicit_UNDEFINED_2 V\[0-9\]+ offset=80 size=12$" } }
// { dg-final { scan-visa "^\\.implicit_UNDEFINED_3 V\[0-9\]+ offset=96 size=12$" } }
// { dg-final { scan-visa "%group_id_x\\(0,0\\)<0;1,0>" } }
// { dg-final { scan-visa "%group_id_y\\(0,0\\)<0;1,0>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void ids(SurfaceIndex out, uint dimension)
{
    vector<uint, 16> v = 0;
    v(0) = cm_local_id(0);
    v(1) = cm_local_id(1);
    v(2) = cm_local_size(0);
    v(3) = cm_group_id(0);
    v(4) = cm_group_id(2);
    v(5) = cm_group_count(1);
    v(6) = cm_linear_local_id();
    v(7) = cm_linear_local_size();
    v(8) = cm_linear_group_id();
    v(9) = cm_linear_group_count();
    v(10) = cm_linear_global_id();
    v(11) = cm_linear_global_size();
    v(12) = cm_local_id(dimension);
    v(13) = cm_group_id(dimension);
    write(out, 0, v);
}
