// select_all() refers to the whole object (CM spec 3.2.9, 3_2_9_g): writes
// through it reach the object.
// { dg-do compile }
// { dg-final { scan-llvm "mul <8 x i32>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void select_all(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 4, 2> p;
    read(in, 0, p.format<int>());
    matrix<int, 4, 2> m(p);
    m.select_all() = m.select_all() * 3;
    vector<int, 8> v = m.format<int>();
    v.select_all() += 1;
    write(out, 0, v);
}
