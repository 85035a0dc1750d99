// The SPIR-V work-item built-ins of Intel's cm/spirv/builtins.h for 2x2
// groups of 3x2 threads: each thread writes 32 dwords at its global
// linear id.  Their meaning is the VectorCompiler's (a CM thread is one
// work-item; no global offset; subgroups of one work-item).
// { dg-do run }
// { dg-final { run-kernel "-g 2x2 -l 3x2 buf:zero:3072:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void builtins(SurfaceIndex out)
{
    vector<uint, 32> v;
    v(0) = __spirv_BuiltInWorkDim();
    for (int d = 0; d < 3; d++) {
        v(1 + d) = __spirv_BuiltInGlobalSize(d);
        v(4 + d) = __spirv_BuiltInGlobalInvocationId(d);
        v(7 + d) = __spirv_BuiltInWorkgroupSize(d);
        v(11 + d) = __spirv_BuiltInLocalInvocationId(d);
        v(14 + d) = __spirv_BuiltInNumWorkgroups(d);
        v(17 + d) = __spirv_BuiltInWorkgroupId(d);
    }
    v(10) = __spirv_BuiltInEnqueuedWorkgroupSize(1);
    v(20) = __spirv_BuiltInGlobalOffset(0);
    v(21) = __spirv_BuiltInLocalInvocationIndex();
    v(22) = __spirv_BuiltInGlobalLinearId();
    v(23) = __spirv_BuiltInSubgroupSize();
    v(24) = __spirv_BuiltInSubgroupMaxSize();
    v(25) = __spirv_BuiltInNumSubgroups();
    v(26) = __spirv_BuiltInNumEnqueuedSubgroups();
    v(27) = __spirv_BuiltInSubgroupId();
    v(28) = __spirv_BuiltInSubgroupLocalInvocationId();
    v(29) = __spirv_BuiltInWorkgroupSize(3);
    v(30) = __spirv_BuiltInLocalInvocationId(-1);
    v(31) = __spirv_BuiltInGlobalSize(0) >> 32;
    write(out, __spirv_BuiltInGlobalLinearId() * 128, v.select<8, 1>(0));
    write(out, __spirv_BuiltInGlobalLinearId() * 128 + 32, v.select<8, 1>(8));
    write(out, __spirv_BuiltInGlobalLinearId() * 128 + 64, v.select<8, 1>(16));
    write(out, __spirv_BuiltInGlobalLinearId() * 128 + 96, v.select<8, 1>(24));
}
