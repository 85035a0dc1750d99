// A file without a _GENX_MAIN_ function (a library of functions, as the
// CM specification's examples are) compiles: its functions are lowered
// and checked (the error below is found though nothing calls `broken`),
// and vISA output is a warning that no file is written (the command line
// and the files: cmc.driver/no-kernel.exp).
// { dg-do compile }

int helper(int x)
{
    return x + 1;
}

_GENX_ vector<float, 8> scaled(vector<float, 8> v)
{
    return v * helper(2);
}

_GENX_ int broken(int x)
{
    static int calls = 0; // { dg-error "static local variables are not supported" }
    return x + calls;
}
