// Every form of a directive that reads a file is checked before libclang
// reads it, as the preprocessor would see it: spliced, behind comments,
// as a digraph, through an object-like macro, #import, #include_next and
// #embed.  (The NUL byte and the carriage-return forms, which a text
// editor mangles, are in cmc.driver/driver.exp.)
// { dg-do compile }
#inc\
lude "/dev/zero"
// { dg-error "cannot include '/dev/zero': not a regular file" "" { target *-*-* } 7 }
/* a */ # /* b */ include /* c */ "/dev/zero" // { dg-error "cannot include '/dev/zero': not a regular file" }
%:include "/dev/zero" // { dg-error "cannot include '/dev/zero': not a regular file" }
#define ZERO "/dev/zero"
#include ZERO // { dg-error "cannot include '/dev/zero': not a regular file" }
#define ANGLED_ZERO </dev/zero>
#include ANGLED_ZERO // { dg-error "cannot include '/dev/zero': not a regular file" }
#import "/dev/zero" // { dg-error "cannot include '/dev/zero': not a regular file" }
#include_next "/dev/zero" // { dg-error "cannot include '/dev/zero': not a regular file" }
#embed "/dev/zero" // { dg-error "cannot include '/dev/zero': not a regular file" }

// Not directives: nothing to check.
const char *text = "#include \"/dev/zero\"";
// #include "/dev/zero"
/*
#include "/dev/zero"
*/

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
}
