// A printf format may be longer than a print-buffer record (it is then
// written as several), but not over 8191 characters: an error where the
// literal is spelled (here in its macro, line 7), as for any diagnostic
// about a token from a macro.
// { dg-do compile }

#define LONG_16 "0123456789abcdef"
#define LONG_128 LONG_16 LONG_16 LONG_16 LONG_16 LONG_16 LONG_16 LONG_16 LONG_16
#define LONG_1024 LONG_128 LONG_128 LONG_128 LONG_128 LONG_128 LONG_128 LONG_128 LONG_128
#define LONG_8192 LONG_1024 LONG_1024 LONG_1024 LONG_1024 LONG_1024 LONG_1024 LONG_1024 LONG_1024
#define LONG_896 LONG_128 LONG_128 LONG_128 LONG_128 LONG_128 LONG_128 LONG_128
#define LONG_7168 LONG_1024 LONG_1024 LONG_1024 LONG_1024 LONG_1024 LONG_1024 LONG_1024
#define LONG_8191 LONG_7168 LONG_896 LONG_16 LONG_16 LONG_16 LONG_16 LONG_16 LONG_16 LONG_16 "0123456789abcde"

extern "C" _GENX_MAIN_ void format_length()
{
    printf(LONG_8191);
    printf(LONG_8192); // { dg-error "printf's format must be a string literal of at most 8191 characters" "" { target *-*-* } 7 }
}
