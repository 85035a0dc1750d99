// Included by syntax-error-in-header.cpp: clang's own error (a syntax
// error) and a cm.h rule broken in the header.
inline int twice(int x)
{
    return x * 2 +;
}

inline vector<int, 8> widened(vector<int, 4> v)
{
    vector<int, 8> w = v;
    return w;
}
