// printf formats longer than the print buffer's 127-character format
// field (Intel's current compiler takes them): each is written as
// several records that print what the whole format would.  The first is
// a public kernel's (intel playground test_1); then text between
// directives too long for one record, with a "%%" in it (printed through
// a "%s" record so that it still prints '%'); text after the last
// directive longer than a record (printed as it is, as the runtime
// prints any format's tail); a format without directives; '*' widths;
// and printf's value, the records' total size.
// { dg-do run }
// { dg-final { run-kernel-stdout "-g 2 -l 1 i32:7 f32:0.5" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#define TEXT40 "abcdefghijklmnopqrstuvwxyz0123456789ABCD"

extern "C" _GENX_MAIN_ void long_formats(int n, float f)
{
    int x = cm_group_id(0);
    printf("group_count(0)=%d, group_count(1)=%d local_size(0)=%d "
           "local_size(1)=%d gid(0)=%d, gid(1)=%d, lid(0)=%d, lid(1)=%d, "
           "cm_linear_global_id=%d\n",
           cm_group_count(0), cm_group_count(1), cm_local_size(0),
           cm_local_size(1), cm_group_id(0), cm_group_id(1), cm_local_id(0),
           cm_local_id(1), cm_linear_global_id());
    printf("x=%d then a long run: 100%% " TEXT40 TEXT40 TEXT40 TEXT40
           " 50%% and n=%d f=%.3f\n",
           x, n, f);
    printf("[%*d] [%-*d] " TEXT40 TEXT40 "[%.*f] tail: " TEXT40 TEXT40
           TEXT40 TEXT40 "\n",
           5, n, 4, x, 2, f);
    printf(TEXT40 " no directives " TEXT40 TEXT40 TEXT40 "\n");
    int bytes = printf("%d:" TEXT40 TEXT40 TEXT40 TEXT40 "%d\n", x, n);
    printf("size %d\n", bytes);
}
