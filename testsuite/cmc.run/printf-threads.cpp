// printf from many threads comes out in a fixed order: by thread in
// dispatch order, then in program order within a thread, whatever order
// the threads reserved their records in the print buffer.  Two groups of
// three threads print before and after a barrier (so the buffer holds
// the "before" lines of a group first); each thread also prints the
// value of a nested printf (the size of its record, 192 bytes).
// { dg-do run }
// { dg-final { run-kernel-stdout "-g 2 -l 3 i32:1000" } }

extern "C" _GENX_MAIN_ void threads(int base)
{
    uint group = cm_group_id(0);
    uint local = cm_local_id(0);
    printf("group %u thread %u: before, %d\n", group, local,
           base + (int)cm_linear_global_id());
    cm_barrier();
    int bytes = printf("group %u thread %u: after\n", group, local);
    printf("record of %d bytes\n", bytes);
}
