// Addresses cmc cannot give: a global variable's (CMABI gives each
// function its own copy of a global), and a whole struct's whose fields
// are not at C's offsets in registers (a vector field).  One error each,
// at the expression.
// { dg-do compile }

struct tile {
    int id;
    vector<int, 8> pixels;
};

int counter;

_GENX_ void set(int *p, int v) { *p = v; }
_GENX_ void mark(tile *t) { t->id = 2; }

extern "C" _GENX_MAIN_ void addresses(SurfaceIndex out)
{
    tile t;
    t.pixels = 1;
    mark(&t); // { dg-error "cannot take the address of this struct: in registers its fields are not at C's offsets" }
    set(&t.id, 3);
    set(&counter, 3); // { dg-error "a global variable's address cannot be taken" }
    write(out, 0, t.pixels + t.id + counter);
}
