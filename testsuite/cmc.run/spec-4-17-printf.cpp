// CM spec 4.17.1 (example 4_17_1_a): printf from a kernel: %d of the
// thread origin, printf's own result (the bytes its record takes in the
// print buffer) as an
// argument of another printf, a double with %f, a string literal with
// %s, and a printf that only thread (0, 0) of a 2x2 walker reaches.
// { dg-do run }
// { dg-final { run-kernel-stdout "-t 2x2" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void printf_demo()
{
    int tx = get_thread_origin_x();
    int ty = get_thread_origin_y();

    printf("Number of bytes returned: %d\n", printf("Hello CM from %dx%d\n", tx, ty));

    double foo = 4.2;
    printf("Print a double: %f\n", (double)foo);

    printf("Print a string: %s\n", "Hello");

    if (tx == 0 && ty == 0) {
        printf("Hello from tid 0 with tx/ty %d/%d \n", tx, ty);
    }
}
