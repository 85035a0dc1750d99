// What the declarations of Intel's headers reject is rejected where it is
// written: cm_addc and cm_subb take unsigned operands only, their carry
// and borrow go to a variable or a region of one.
// { dg-do compile }

extern "C" _GENX_MAIN_ void misuse(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> i;
    vector<uint, 8> u, carry;
    read(in, 0, i);
    read(in, 32, u);
    vector<uint, 8> e = cm_addc(i, i, carry);  // { dg-error "no matching function for call to 'cm_addc'" }
    vector<uint, 8> g = cm_subb(u, u, u + u);  // { dg-error "a vector_ref must refer to a variable or a region" }
    write(out, 0, e + g);
}
