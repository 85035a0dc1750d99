// printf of every argument kind CM allows, decoded from the print buffer
// as Intel's CM runtime prints it: ints in every conversion, widths,
// flags and precision, 64-bit integers, float (%f %e %g), half and
// double, characters, string literals with %s, '*' widths, a vector and
// a matrix (one value per element), a format without arguments, %% in
// a format with values (printed as %) and in one without directives
// (which the runtime prints verbatim: %%).
// { dg-do run }
// { dg-final { run-kernel-stdout "buf:values.bin i32:-42 f32:3.25" } }

extern "C" _GENX_MAIN_ void formats(SurfaceIndex values, int n, float f)
{
    vector<int, 8> v;
    read(values, 0, v);
    matrix<short, 2, 3> m = v.select<6, 1>(0);
    printf("int %d %i [%5d] [%-5d] [%05d] %+d\n", n, n, n, n, 42, 7);
    printf("unsigned %u %x %X %#o %08x\n", (unsigned)n, 255u, 48879u, 8u,
           (unsigned)v(0));
    printf("char %c %c short %hd ushort %hu uchar %hhu\n", 'o', (char)'k',
           (short)-5, (unsigned short)65535, (unsigned char)v(1));
    printf("long long %lld %llu %llx\n", (long long)n * 100000000000LL,
           18446744073709551615ull, 0x123456789abcdefull);
    printf("float %f %.3f [%10.2f] %e %.2E %g %G\n", f, f, f * 100.0f,
           f * 1000.0f, f, f / 1000.0f, 1.0e20f);
    printf("half %g double %.10f\n", (half)f, (double)f);
    printf("strings [%s] [%10s] [%-6s]\n", "abc", "right", "left");
    printf("vector %d %d %d %d %d %d %d %d\n", v);
    printf("matrix %d %d %d / %d %d %d\n", m);
    printf("star [%*d] [%-*d] [%.*f]\n", 6, n, 6, n, 2, f);
    printf("no arguments\n");
    printf("percent 100%% of %d\n", 3);
    printf("%d%%\n", n);
    printf("rate 50%%\n"); // { dg-warning "printf.s format has no directives: the CM runtime prints it as it is, so .%%. prints as .%%., not .%." }
}
