// Matrices through functions and kernels: a matrix_ref parameter is
// written back (copy-in/copy-out of the flat <R*C x T> vector), a matrix
// is returned by value, and a kernel takes a matrix argument in its
// payload like a vector.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define dllexport void @kernel_matrix\\(i32 %buffer, <16 x i32> %coeffs, float %s\\)" } }
// { dg-final { scan-llvm "define internal \\\{ <32 x float>, <32 x float> \\\} @_Z11scale_first10matrix_refIfLi4ELi8EEf\\(<32 x float> %m, float %s\\)" } }
// { dg-final { scan-visa "^\\.input V\[0-9\]+ offset=32 size=64" } }
// { dg-final { scan-visa "call \\(M1_NM, 1\\) _Z11scale_first" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ matrix<float, 4, 8> scale_first(matrix_ref<float, 4, 8> m, float s)
{
    m.row(0) = m.row(0) * 2.0f;
    matrix<float, 4, 8> r = m * s;
    return r;
}

extern "C" _GENX_MAIN_ void kernel_matrix(SurfaceIndex buffer,
                                          matrix<int, 2, 8> coeffs, float s)
{
    matrix<float, 4, 8> m;
    read(buffer, 0, m.row(0));
    m.row(1) = coeffs.row(0);
    m.row(2) = coeffs.row(1);
    m.row(3) = 1.0f;
    matrix<float, 4, 8> t = scale_first(m, s);
    write(buffer, 0, t.row(0));
    write(buffer, 32, m.row(0));
}
