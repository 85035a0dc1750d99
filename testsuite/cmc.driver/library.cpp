// Only _GENX_ functions, no kernel: a library file (no-kernel.exp).
_GENX_ int twice(int x)
{
    return x * 2;
}

_GENX_ vector<float, 8> blend(vector<float, 8> a, vector<float, 8> b)
{
    return a * 0.25f + b * 0.75f;
}
