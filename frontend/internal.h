/* internal.h - what the frontend's files share: the compilation context,
 * CM types, values and places (l-values), and each file's entry points.
 *
 * Internal to frontend/; the rest of cmc sees only frontend.h. */
#ifndef CMC_FRONTEND_INTERNAL_H
#define CMC_FRONTEND_INTERNAL_H

#include <stdbool.h>

#include <clang-c/Index.h>
#include <llvm-c/Core.h>

#include "frontend/frontend.h"
#include "genxir/genxir.h"

/* ---- CM types (types.c) ------------------------------------------------ */

enum element_kind {
    ELEMENT_BOOL,
    ELEMENT_I8, ELEMENT_U8, ELEMENT_I16, ELEMENT_U16,
    ELEMENT_I32, ELEMENT_U32, ELEMENT_I64, ELEMENT_U64,
    ELEMENT_HALF, ELEMENT_FLOAT, ELEMENT_DOUBLE,
};

enum type_kind {
    TYPE_UNSUPPORTED,
    TYPE_VOID,
    TYPE_SCALAR,
    TYPE_VECTOR,       /* vector, vector_ref (rows == 1); matrix,
                          matrix_ref (rows x columns) */
    TYPE_SURFACE,      /* SurfaceIndex */
    TYPE_SAMPLER,      /* SamplerIndex */
    TYPE_STRUCT,       /* a user struct of scalars and vectors (structs.c) */
    TYPE_STRUCT_ARRAY, /* a C array of structs (or of such arrays): `record`
                          is its clang type; it and a struct holding one
                          live only in memory (type_in_memory_only) */
};

/* A CM type as the frontend sees it, whatever C++ spelling it had. */
struct cm_type {
    enum type_kind kind;
    enum element_kind element;
    int rows;
    int columns;
    bool is_reference;  /* vector_ref, or a C++ reference */
    CXType record;      /* TYPE_STRUCT: the struct's clang type;
                           TYPE_STRUCT_ARRAY: the array's */
    /* A pointer (pointers.c) is a TYPE_SCALAR of ELEMENT_U64 (its 64-bit
     * address) that also knows what it points to: pointee_count elements
     * of `pointee` (1 for a scalar, N for a vector<T,N>, 0 for void). */
    bool is_pointer;
    enum element_kind pointee;
    int pointee_count;
    /* vector<SurfaceIndex, N> (a kernel parameter): a TYPE_VECTOR of
     * ELEMENT_U32, each element a surface's binding-table index, that
     * only element selection reads (an element is a TYPE_SURFACE). */
    bool is_surface_vector;
};

/* The family of one of cm.h's object classes, by its name: vector,
 * vector_ref, cm_vector_base and cm_vector_region (a region expression's
 * type) are CM_VECTOR_CLASS, the matrix ones CM_MATRIX_CLASS; whether the
 * class refers to another object's elements (vector_ref, matrix_ref and
 * the region classes) goes to *is_reference. */
enum cm_class_family { NOT_CM_CLASS, CM_VECTOR_CLASS, CM_MATRIX_CLASS };
enum cm_class_family cm_class_family_of(const char *name, bool *is_reference);

/* Classify a clang type; TYPE_UNSUPPORTED for anything CM does not have
 * or cmc does not handle yet. */
struct cm_type classify_type(CXType type);
int type_element_count(struct cm_type type);
/* The object's size in bytes, computed without overflow. */
long long type_byte_size(struct cm_type type);
struct frontend;
/* A declared variable (arrays included) has at most VISA_MAX_OBJECT_BYTES;
 * false after a located error naming the limit. */
bool check_object_size(struct frontend *frontend, CXCursor declaration);
bool type_same_shape(struct cm_type a, struct cm_type b);
struct cm_type type_with_element(struct cm_type type, enum element_kind element);
struct cm_type scalar_type(enum element_kind element);

bool element_is_float(enum element_kind element);
bool element_is_signed(enum element_kind element);
int element_bytes(enum element_kind element);
const char *element_name(enum element_kind element); /* for messages */

/* The LLVM type of an element, and of a whole CM value (a flat vector for
 * vectors, i32 for surfaces). */
LLVMTypeRef element_llvm_type(LLVMContextRef context, enum element_kind element);
LLVMTypeRef type_llvm_type(LLVMContextRef context, struct cm_type type);
/* An array of structs, or a struct with one among its fields (at any
 * depth): cmc has such objects only in memory, reached through pointers
 * and references; never as a variable's value in registers. */
bool type_in_memory_only(struct cm_type type);
/* The clang type of an element of a TYPE_STRUCT_ARRAY, and its size. */
CXType struct_array_element(struct cm_type type);
/* A whole read or write of such an object: a located error at `where`;
 * false then. */
bool check_copyable(struct frontend *frontend, CXCursor where,
                    struct cm_type type);
/* Something declared of such a type (a reference to one too: the caller
 * decides where references are fine): a located error at `where` (`what`
 * names it: "a variable", "a parameter", ...); false then. */
bool check_not_memory_only(struct frontend *frontend, CXCursor where,
                           CXType clang_type, const char *what);

/* ---- Values and places (value.c, region.c) ------------------------------ */

/* Where an l-value lives: the whole object in `storage` (an alloca of
 * `storage_type`), seen as `object_type` (the same bytes, perhaps with
 * another element type after format()), and the region of it the l-value
 * denotes.  Element k of the region is at element
 *     offset + variable_offset + row_offset
 *       + (k / width) * vstride + (k % width) * stride
 * of the object.  row_offset is a variable offset of whole rows of a
 * matrix object: such a region is read and written as two accesses, the
 * rows and then the columns within them, as the GenX IR reference asks.
 * A region of a scalar object is the whole scalar. */
struct place {
    LLVMValueRef storage;
    struct cm_type object_type;
    LLVMValueRef variable_offset; /* i16 element offset, or NULL */
    int offset;                   /* constant element offset */
    int stride;                   /* elements between columns */
    int count;                    /* elements in the region: rows * width */
    struct cm_type storage_type;
    LLVMValueRef row_offset;      /* i16 element offset of rows, or NULL */
    int rows;                     /* 1 for a 1D region */
    int width;                    /* elements in a row */
    int vstride;                  /* elements between rows */
    /* A copy of a vector or matrix in memory (`(*vp)(i)`, made by
     * materialize_value): its i64 address and type, so that each write
     * into the copy is written back; NULL otherwise. */
    LLVMValueRef memory_address;
    struct cm_type memory_type;
    /* A copy of a region that is not contiguous, made to format it
     * (`m.select<8, 1, 8, 1>(0, 0).format<ushort>()`, region.c): every
     * load of the copy first reads the region again, every store writes
     * the copy back into it, so the copy behaves as the region itself.
     * 0 for other places; else 1 + the region's index in the frontend's
     * copied_regions.  An element's address is an error at the format
     * call `copied_for`. */
    size_t copied_region;
    CXCursor copied_for;
};

/* The result of an expression: an r-value, or a place when the expression
 * is an l-value (then `llvm` is unused until it is read). */
struct value {
    struct cm_type type;
    bool is_place;
    LLVMValueRef llvm;
    struct place place;
    LLVMValueRef address;  /* an element or vector in memory (`p[i]`,
                              `*p`): its i64 address, else NULL
                              (pointers.c) */
};

/* ---- The compilation context -------------------------------------------- */

/* A local variable or parameter and the place that holds it. */
struct variable {
    CXCursor declaration;
    struct value value;   /* a place for objects; a bound place for refs */
};

/* Where break and continue jump in one enclosing loop. */
struct loop_targets {
    LLVMBasicBlockRef break_target;
    LLVMBasicBlockRef continue_target;
};

/* One enclosing SIMD control flow block (simd_control_flow.c). */
struct simd_region {
    bool is_loop;
    size_t scalar_loop_depth;        /* frontend->loop_depth at entry */
    LLVMBasicBlockRef skip_target;   /* the next join point in program
                                        order: where a goto that leaves no
                                        channel goes */
    LLVMValueRef exit_resume;        /* loops: <W x i1> resume mask of the
                                        loop's end (SIMD_BREAK) */
    LLVMValueRef continue_resume;    /* loops: resume mask of the loop's
                                        condition (SIMD_CONTINUE) */
    int unmasked;                    /* cm_unmask_begin calls of this
                                        block not yet ended */
    CXCursor unmask_begin;           /* the last of them */
};

/* SIMD control flow state: width 0 and depth 0 outside every block. */
struct simd_state {
    int width;
    LLVMValueRef em_storage;         /* <32 x i1> execution mask */
    LLVMValueRef function_em;        /* the function's EM storage ... */
    LLVMBasicBlockRef function_em_entry; /* ... and its entry block */
    struct simd_region *regions;     /* innermost last */
    size_t depth, capacity;
    CXCursor statement;              /* being lowered, for messages */
};

/* Everything the frontend needs while lowering one translation unit. */
struct frontend {
    const struct frontend_options *options;
    struct diagnostics *diags;
    CXTranslationUnit unit;
    char *generated_header_dir;     /* -MG's stand-ins (generated_headers.c) */
    int generated_header_count;
    LLVMContextRef context;
    LLVMModuleRef module;
    LLVMBuilderRef builder;

    /* The function being lowered. */
    LLVMValueRef function;
    LLVMBasicBlockRef entry_block;  /* allocas go here */
    struct variable *variables;
    size_t variable_count;
    size_t variable_capacity;

    /* File-scope variables met so far (globals.c), each with its place. */
    struct variable *globals;
    size_t global_count;
    size_t global_capacity;

    /* Expressions being lowered, outermost first (expression.c): the
     * walk recurses once per level, so the depth is limited. */
    int expression_depth;
    bool reported_depth;

    /* Enclosing loops for break/continue, innermost last. */
    struct loop_targets *loops;
    size_t loop_depth;
    size_t loop_capacity;

    /* Enclosing SIMD control flow blocks. */
    struct simd_state simd;
    LLVMValueRef last_loop_back_edge;  /* of the loop lowered last */

    /* Open switch statements and the labels of goto (jumps.c). */
    struct switch_context *switches;
    size_t switch_depth, switch_capacity;
    struct label_block *labels;
    size_t label_count, label_capacity;

    /* User functions used so far and the calls between them (call.c). */
    struct subroutine *subroutines;
    size_t subroutine_count, subroutine_capacity;
    struct call_edge *call_edges;
    size_t call_edge_count, call_edge_capacity;
    int current_subroutine;            /* -1 while lowering a kernel */
    /* The constants the subroutine being lowered was instantiated with
     * (constant_parameters.c); none in a kernel. */
    const struct constant_binding *constant_bindings;
    int constant_binding_count;
    /* Lambda expressions evaluated so far and what they capture
     * (lambda.c). */
    struct lambda *lambdas;
    size_t lambda_count, lambda_capacity;
    /* The kernel's shared local memory (builtins_slm.c): cm_slm_init's
     * size, and the bytes cm_slm_alloc has handed out. */
    struct {
        int size;
        int allocated;
    } slm;
    int named_barriers;                /* cm_nbarrier_init's count */
    /* The regions formatted through copies (place.copied_region). */
    struct place *copied_regions;
    size_t copied_region_count, copied_region_capacity;
    LLVMValueRef return_storage;       /* the subroutine's return value */
    /* The innermost code being lowered that the user wrote: an expression
     * of theirs, or, in a function from cmc's headers, the user's call
     * that needed it (null in neither).  An error in header code is
     * reported there (parse.c), never at a position in cm.h. */
    CXCursor user_cursor;
    bool has_this;                     /* lowering a member function: */
    struct value this_value;           /* the object `this` points to */
    LLVMBasicBlockRef return_block;    /* its single exit */

    /* Diagnostics reported so far, "path:line:column: message" each
     * (parse.c): one problem is reported once, however many of clang's
     * errors or instantiations it shows up in. */
    char **reported;
    size_t reported_count, reported_capacity;

    /* Debug locations (debug_locations.c). */
    LLVMDIBuilderRef debug_builder;
    LLVMMetadataRef debug_file;
    LLVMMetadataRef debug_function_type;
};

/* ---- Diagnostics at the user's line (parse.c) ---------------------------- */

/* The name of `file` (to free) when it is a header the user wrote, not
 * cm.h or a system header; NULL otherwise. */
char *user_header_name(struct frontend *frontend, CXFile file, unsigned line,
                       unsigned column);

/* Whether the user wrote `cursor` (their source or a header of theirs,
 * or a cm.h macro they used): errors there are reported at its line. */
bool cursor_in_user_code(struct frontend *frontend, CXCursor cursor);
/* Where the user wrote CURSOR: the source file, or a header of theirs
 * (*header set: its name, to free), or, for code a cm.h macro made, where
 * they wrote the macro; false inside cmc's and the system's headers.
 * *path is the source's path or *header. */
bool cursor_user_position(struct frontend *frontend, CXCursor cursor,
                          const char **path, char **header, unsigned *line,
                          unsigned *column);

/* The files the parse read (dependencies.c), appended to `list`. */
void collect_dependencies(struct frontend *frontend,
                          struct dependency_list *list);

void error_at_cursor(struct frontend *frontend, CXCursor cursor,
                     const char *format, ...)
    __attribute__((format(printf, 3, 4), nonnull(3)));
/* `name` is the NAME of -Wno-NAME that silences the warning. */
void warning_at_cursor(struct frontend *frontend, CXCursor cursor,
                       const char *name, const char *format, ...)
    __attribute__((format(printf, 4, 5), nonnull(3, 4)));

/* ---- Arithmetic (expression.c) --------------------------------------------- */

/* The binary operations C and CM share, built on values of one element
 * kind (its float-ness and sign pick the LLVM instruction). */
enum arithmetic {
    ARITHMETIC_ADD, ARITHMETIC_SUB, ARITHMETIC_MUL, ARITHMETIC_DIV,
    ARITHMETIC_REM, ARITHMETIC_SHL, ARITHMETIC_SHR, ARITHMETIC_AND,
    ARITHMETIC_OR, ARITHMETIC_XOR,
};
LLVMValueRef build_arithmetic(struct frontend *frontend,
                              enum arithmetic operation,
                              enum element_kind element,
                              LLVMValueRef left, LLVMValueRef right);
/* The value clang's constant evaluator gives `expression` (constexpr
 * and const locals, sizeof, enumerators included) as a constant of the
 * scalar `type`; NULL when it folds to no number. */
LLVMValueRef folded_scalar(struct frontend *frontend, CXCursor expression,
                           struct cm_type type);

/* ---- Cursor helpers (cursor.c) -------------------------------------------- */

/* The children of a cursor, in order. Free with free(). */
CXCursor *cursor_children(CXCursor cursor, unsigned *count);
/* The body (compound statement) of a function definition; a null cursor
 * for a declaration without one. */
CXCursor cursor_function_body(CXCursor function);
/* Whether the function (or method) `function` refers to is defined with
 * a body somewhere (not only declared). */
bool cursor_has_body(CXCursor function);
/* Spelling of a cursor into a caller buffer. */
void cursor_spelling(CXCursor cursor, char *buffer, size_t size);
bool cursor_spelled(CXCursor cursor, const char *name);
/* Evaluate a constant integer expression; false when it is not one. */
bool cursor_evaluate_integer(CXCursor cursor, long long *result);
/* Skip implicit wrappers (unexposed expressions that do not change the
 * type, parentheses). */
CXCursor cursor_strip(CXCursor cursor);
/* Skip parentheses and implicit conversions too (what an expression
 * names, whatever it is converted to). */
CXCursor cursor_strip_conversions(CXCursor cursor);
/* The annotate("NAME", ...) attribute of a declaration (cm.h's attribute
 * macros), or a null cursor; its children are the further arguments. */
CXCursor cursor_annotation(CXCursor declaration, const char *name);
/* The one child of a cursor; a null cursor when it has none or several. */
CXCursor cursor_only_child(CXCursor cursor);
/* Declared in one of cmc's own headers (cm.h and what it includes)? */
bool cursor_declared_in_cm_header(struct frontend *frontend, CXCursor cursor);
/* The integer template arguments of a function template specialization
 * (select<4, 2> gives 4, 2), read from its USR; returns how many. */
int cursor_template_integers(CXCursor function, long long *values, int max);

/* ---- Lowering (function.c, statement.c, expression.c, ...) -------------- */

bool lower_translation_unit(struct frontend *frontend);

/* generated_headers.c: -MG.  After a parse for -M/-MM that stopped at a
 * missing header, an empty stand-in for it where a reparse finds it
 * (-I under frontend->generated_header_dir); false when there is none to
 * make (no such error, or a name outside the directory).  The name the
 * #include wrote for a stand-in's path (and whether with <...>), or NULL
 * for any other file.
 * Removes the stand-ins. */
bool add_generated_header(struct frontend *frontend);
const char *generated_header_name(const struct frontend *frontend,
                                  const char *path, bool *angles);
void generated_headers_free(struct frontend *frontend);
void lower_statement(struct frontend *frontend, CXCursor statement);
struct value lower_expression(struct frontend *frontend, CXCursor expression);

/* An r-value of the expression, converted to `type`. */
LLVMValueRef lower_rvalue_as(struct frontend *frontend, CXCursor expression,
                             struct cm_type type);
LLVMValueRef lower_condition(struct frontend *frontend, CXCursor expression);

/* lambda.c: lambdas.  A closure's type (a byte nothing reads; through a
 * reference too); a lambda's call operator. */
bool type_is_lambda(CXType type);
bool type_is_closure(CXType type);
bool cursor_is_lambda_call_operator(CXCursor definition);
/* Evaluates a LambdaExpr: takes its by-value copies, binds its init
 * captures. */
struct value lower_lambda_expression(struct frontend *frontend,
                                     CXCursor expression);
/* One capture of a lambda: the variable (an init capture's own
 * declaration), the type it is passed as, whether it is a copy. */
struct capture_info {
    CXCursor variable;
    struct cm_type type;
    bool by_value;
};
/* What the lambda that the closure `expression` holds captures (to
 * free), without evaluating it; -1 after a located error. */
int closure_captures(struct frontend *frontend, CXCursor expression,
                     struct capture_info **captures);
/* Where those captures are in the function being lowered (to free),
 * evaluating a lambda expression; -1 after a located error. */
int closure_places(struct frontend *frontend, CXCursor expression,
                   struct value **places);
/* In a lambda's call operator: its captures are the hidden parameters
 * `places` (variables it names, closures it uses). */
void bind_lambda_captures(struct frontend *frontend, CXCursor call_operator,
                          const struct value *places, int count);
/* A parameter of closure type holds the captures passed in `places`. */
void bind_closure_parameter(struct frontend *frontend, CXCursor parameter,
                            const struct value *places, int count);
/* A local variable of closure type (`auto f = [&] {...};`, `auto g = f;`,
 * `auto &h = f;`): declared and bound to its captures. */
void lower_closure_variable(struct frontend *frontend, CXCursor declaration);
void free_lambdas(struct frontend *frontend);

/* constant_parameters.c: a parameter of a user function that reaches a
 * builtin operand that must be a constant, and the constant one call
 * passes it; call.c lowers such a function once per set of bindings. */
struct constant_binding {
    CXCursor parameter;
    long long value;
};
/* The bindings of a call of `definition` (to free); their number. */
int constant_parameter_bindings(struct frontend *frontend, CXCursor definition,
                                CXCursor call,
                                struct constant_binding **bindings);
/* cursor_evaluate_integer, and inside a function lowered with bindings,
 * a parameter bound to a constant: for builtin operands that must be
 * constants. */
bool evaluate_constant_operand(struct frontend *frontend, CXCursor cursor,
                               long long *value);

/* Variables of the current function. */
struct value *find_variable(struct frontend *frontend, CXCursor declaration);
void bind_variable(struct frontend *frontend, CXCursor declaration,
                   struct value value);
LLVMValueRef create_local_storage(struct frontend *frontend,
                                  struct cm_type type, const char *name);

/* value.c: reading and writing values and places, conversions. */
LLVMValueRef read_cm_value(struct frontend *frontend, struct value value);
void write_place(struct frontend *frontend, struct place place,
                 LLVMValueRef new_value, struct cm_type new_type);
/* An l-value: a place, or an element in memory; written either way. */
bool value_is_lvalue(struct value value);
void write_value(struct frontend *frontend, struct value destination,
                 LLVMValueRef new_value, struct cm_type new_type);
struct value place_value(struct place place);
struct value rvalue(struct cm_type type, LLVMValueRef llvm);
/* The value of a void expression (a call of a void function). */
struct value void_value(void);
/* The value of an expression whose error has been reported: what uses it
 * reports nothing more. */
struct value error_value(void);
LLVMValueRef convert_value(struct frontend *frontend, LLVMValueRef value,
                           struct cm_type from, struct cm_type to);
struct place whole_place(LLVMValueRef storage, struct cm_type type);

/* region.c: sub-places and the genx region intrinsics.  A 1D select of
 * a 1D place: count elements, stride apart, from offset (plus
 * variable_offset when not NULL). */
bool select_place(struct frontend *frontend, CXCursor where,
                  struct place outer, int count, int stride,
                  LLVMValueRef variable_offset, int offset,
                  struct place *result);
/* A 2D select of a place seen as a rows x columns matrix. */
struct region_index {
    LLVMValueRef variable;  /* i32 or NULL */
    int constant;
};
bool select_place_2d(struct frontend *frontend, CXCursor where,
                     struct place outer, int rows, int columns,
                     int row_count, int row_step, int column_count,
                     int column_step, struct region_index row,
                     struct region_index column, struct place *result);
/* The place seen with another element type (format); false with an
 * error when it is not aligned for the new type.  A region that is not
 * contiguous is formatted through a copy that reads and writes it
 * (place.copied_region). */
bool format_place(struct frontend *frontend, CXCursor where,
                  struct place outer, enum element_kind element,
                  int count, struct place *result);
/* False for a place that has an address of its own; after the located
 * error, true for a formatted copy (place.copied_region). */
bool report_copied_region_address(struct frontend *frontend,
                                  struct place place);
/* The element position of element `index` (i16) of a place, for
 * gathers: NULL index means element 0. */
LLVMValueRef place_element_position(struct frontend *frontend,
                                    struct place place, LLVMValueRef index);
LLVMValueRef read_place(struct frontend *frontend, struct place place);
/* The whole object a place is a region of, as its (formatted) type. */
LLVMValueRef read_place_object(struct frontend *frontend, struct place place);
void write_place_value(struct frontend *frontend, struct place place,
                       LLVMValueRef region_value);
/* A generic region read of any value: Count elements in rows of Width,
 * VStride apart, Stride apart within a row, from element `start` (+ the
 * variable element offset when not NULL). */
LLVMValueRef read_value_region(struct frontend *frontend, LLVMValueRef whole,
                              enum element_kind element, int count,
                              int vstride, int width, int stride,
                              LLVMValueRef variable_start, int start,
                              int parent_width);
/* The same region written: `whole` with those elements replaced by
 * `new_value` (the genx wrregion; `whole` may be undef). */
LLVMValueRef write_value_region(struct frontend *frontend, LLVMValueRef whole,
                                enum element_kind element, int count,
                                int vstride, int width, int stride, int start,
                                LLVMValueRef new_value);

/* intrinsics.c: declarations of llvm.genx.* functions. */
enum intrinsic_memory { INTRINSIC_PURE, INTRINSIC_READS, INTRINSIC_WRITES };
LLVMValueRef declare_intrinsic(struct frontend *frontend, const char *name,
                               LLVMTypeRef return_type,
                               LLVMTypeRef *parameter_types,
                               unsigned parameter_count,
                               enum intrinsic_memory memory);
/* A call of llvm.genx.<base>, named with the return type (when
 * overloaded) and the types of the arguments whose bit is set in
 * `overloaded_arguments`, in order: Intel's overload suffix rule. */
LLVMValueRef build_genx_call(struct frontend *frontend, const char *base,
                             LLVMTypeRef return_type, bool overloaded_return,
                             LLVMValueRef *arguments, unsigned count,
                             unsigned overloaded_arguments,
                             enum intrinsic_memory memory);

/* members.c: member functions of vector/matrix (select, row, format,
 * merge, ...) and element access.  False when the call is not one. */
bool lower_cm_member_call(struct frontend *frontend, CXCursor call,
                          CXCursor callee, struct value *result);
/* Give an r-value a place (a fresh local) so regions can be taken of it. */
struct value materialize_value(struct frontend *frontend, struct value value);

/* operators.c: CM's operators on vectors and matrices (calls of cm.h's
 * operator templates).  False when the call is not one. */
bool lower_cm_operator_call(struct frontend *frontend, CXCursor call,
                            CXCursor callee, struct value *result);
/* C++'s usual arithmetic conversions of two element types. */
enum element_kind element_common_type(enum element_kind a,
                                      enum element_kind b);

/* conversions.c: constructors of vector/matrix: from scalars, other
 * shapes, arrays (global initializer tables) and with saturation. */
struct value lower_cm_construction(struct frontend *frontend, CXCursor call,
                                   struct cm_type type);
LLVMValueRef saturate_value(struct frontend *frontend, LLVMValueRef value,
                            struct cm_type from, struct cm_type to);

/* includes.c: the files the source's #include directives name are regular
 * files of bounded size; false after located errors. */
bool check_included_files(struct frontend *frontend);

/* builtins.c: CM builtin functions. Returns false when `callee` is not one. */
bool lower_builtin_call(struct frontend *frontend, CXCursor call,
                        CXCursor callee, struct value *result);
/* An oword block message (surface, SLM, SVM) moves 16, 32, 64 or 128
 * bytes: true when `type` has that size, else an error "WHAT of N bytes". */
bool check_oword_block_size(struct frontend *frontend, CXCursor call,
                            const char *what, struct cm_type type);
/* Oword block reads of other sizes, as Intel's headers pad them
 * (builtins.c): the message's type, and the part of it the user keeps. */
bool oword_read_message_type(struct frontend *frontend, CXCursor call,
                             const char *what, struct cm_type type,
                             struct cm_type *message);
LLVMValueRef oword_read_kept_part(struct frontend *frontend,
                                  LLVMValueRef message_value,
                                  struct cm_type message, struct cm_type type);
/* One block message of a piece (16, 32, 64 or 128 bytes of `type`) at
 * `address`: `value` written (NULL returned), or the piece read. */
typedef LLVMValueRef (*block_message_fn)(struct frontend *frontend,
                                         const void *context, bool is_write,
                                         LLVMValueRef address,
                                         LLVMValueRef value,
                                         struct cm_type type, int bytes);
/* A block of `type` at `address` (an integer of any width), `bytes` a
 * multiple of 16: one message per 128 bytes, then one of 64, 32, 16 for
 * what is left, as Intel's current headers split a block of any size.
 * `value` is written, or the block is read and returned. */
LLVMValueRef block_in_pieces(struct frontend *frontend, bool is_write,
                             LLVMValueRef address, LLVMValueRef value,
                             struct cm_type type, int bytes,
                             block_message_fn message, const void *context);
/* builtins/lower.c: the builtins of the builtin table (builtins/table.c),
 * checked against their rows and lowered; false when `name` has no row. */
bool lower_table_builtin(struct frontend *frontend, const char *name,
                         CXCursor call, CXCursor callee, struct value *result);
/* Whether the builtin `name` of the table exists on `platform` (for the
 * CM_HAS_* macros). */
bool builtin_available_on(const char *name, const struct platform *platform);
/* Whether the row of `name` that `platform` takes accepts a result of
 * `element` (CM_HAS_BIT_ROTATE_64BIT: the rotates' 64-bit rows). */
bool builtin_result_element_on(const char *name, enum element_kind element,
                               const struct platform *platform);
/* builtins/dpas.c: whether cm_dpas takes half and bfloat16 accumulators
 * and results on the platform (CM_HAS_DPAS_ACC_HALF, CM_HAS_DPAS_ACC_BF16). */
bool dpas_has_narrow_accumulators(const struct platform *platform);


/* simd_control_flow.c: SIMD_IF / SIMD_DO_WHILE / SIMD_BREAK / SIMD_CONTINUE.
 * simd_cf_lower_statement lowers `statement` when it is SIMD control flow
 * (or a jump inside it) and returns true; false leaves it to statement.c. */
bool simd_cf_lower_statement(struct frontend *frontend, CXCursor statement);
/* Inside a SIMD block: the active channels (<W x i1>), else NULL. */
LLVMValueRef simd_cf_active_mask(struct frontend *frontend);
/* The value to store for a write of `new_value` to `place`: predicated by
 * the active channels inside a SIMD block (writes of W elements), as is
 * outside or for one element. */
LLVMValueRef simd_cf_predicate_write(struct frontend *frontend,
                                     struct place place,
                                     LLVMValueRef new_value);
/* A reduction's operand inside a SIMD block: inactive channels replaced by
 * `identity`; NULL after a located error when its size is not the block's
 * width.  Outside, the operand itself. */
LLVMValueRef simd_cf_mask_reduction_operand(struct frontend *frontend,
                                            CXCursor where, LLVMValueRef operand,
                                            LLVMValueRef identity);
/* False, after a located error, when `what` is used inside a SIMD block. */
/* Whether a function called inside SIMD control flow, run on every
 * channel, has no effect but its results (call.c checks each such call
 * after lowering); else *why says what it does. */
bool simd_cf_callee_is_safe(LLVMValueRef function, const char **why);
bool simd_cf_allows(struct frontend *frontend, CXCursor where,
                    const char *what);
/* The predicate (<count x i1>) of a message of `count` channels: inside
 * a SIMD block of width `count` the active channels, so that inactive
 * ones neither read nor write memory; all channels outside a block or for
 * a message of one channel (it runs, like a scalar statement, when any
 * channel is active).  Any other count inside a block is a located error
 * (all channels are returned then; the output is discarded). */
LLVMValueRef simd_cf_message_predicate(struct frontend *frontend, int count);
/* False, after a located error, when a barrier `name` is used inside a
 * SIMD block: the threads whose channels all skip the block would never
 * reach it. */
bool simd_cf_allows_barrier(struct frontend *frontend, CXCursor where,
                            const char *name);
void simd_cf_free(struct frontend *frontend);
/* cm_unmask_begin() / cm_unmask_end(saved): every channel active in
 * between (the EM all-ones, saved as a uint), then the saved EM again;
 * false when `name` is neither. */
bool lower_unmask_builtin(struct frontend *frontend, CXCursor call,
                          const char *name, struct value *result);
/* builtins/unavailable.c: a builtin of <cm/cm_newer_platforms.h>, which no
 * platform cmc targets has: one located error; false when `name` is not
 * one of them. */
bool lower_unavailable_builtin(struct frontend *frontend, CXCursor call,
                               const char *name, struct value *result);
/* builtins/spec_constant.c: __spirv_SpecConstant(id, default), which
 * cm_spec_constant calls; false when `name` is not it. */
bool lower_spec_constant_builtin(struct frontend *frontend, CXCursor call,
                                 const char *name, struct value *result);

/* builtins_math.c, builtins_dataport.c, builtins_slm.c: the families of
 * builtins, by name; each returns false when `name` is not one of its own. */
bool lower_math_builtin(struct frontend *frontend, const char *name,
                        CXCursor call, struct value *result);
bool lower_dataport_builtin(struct frontend *frontend, const char *name,
                            CXCursor call, struct value *result);
/* builtins_slm.c: the SLM's surface operand (Intel's index 254), and the
 * thread's linear local id and its group's linear size (cm_linear_local_id
 * and cm_linear_local_size). */
LLVMValueRef slm_surface_index(struct frontend *frontend);
LLVMValueRef thread_linear_local_id(struct frontend *frontend);
LLVMValueRef thread_linear_local_size(struct frontend *frontend);
bool lower_slm_builtin(struct frontend *frontend, const char *name,
                       CXCursor call, struct value *result);
/* The forms of read/write other than the oword block of cm.h (attribute,
 * media block, scattered, one element); false when none matches. */
bool lower_dataport_read(struct frontend *frontend, CXCursor call,
                         struct value *result);
bool lower_dataport_write(struct frontend *frontend, CXCursor call,
                          struct value *result);

/* What the dataport and SLM builtins share (builtins_dataport.c). */
struct atomic_kind;
/* Whether a CmBufferAttrib value says the offset is only dword aligned
 * (GENX_DWALIGNED, GENX_MODIFIED_DWALIGNED, GENX_CONSTANT_DWALIGNED). */
bool buffer_attribute_is_dword_aligned(long long attribute);
bool builtin_constant_argument(struct frontend *frontend, CXCursor call,
                               unsigned index, const char *what,
                               long long *value);
/* The vector place an output argument (vector& or vector_ref) denotes. */
bool builtin_output_place(struct frontend *frontend, CXCursor argument,
                          struct value *out);
/* The same, or the place of a scalar (unsigned &carry). */
bool builtin_output_object(struct frontend *frontend, CXCursor argument,
                           struct value *out);
LLVMValueRef builtin_surface(struct frontend *frontend, CXCursor call,
                             unsigned index);
/* A channel mask argument (a vector of n ushort, nonzero = on) at `index`
 * as <n x i1> in *mask, or NULL there when the call leaves it to its
 * default (every channel).  False after an error. */
bool builtin_channel_mask(struct frontend *frontend, CXCursor call,
                          unsigned index, int n, LLVMValueRef *mask);
/* <n x i32> byte offsets: the argument times `scale`, plus `base`. */
LLVMValueRef builtin_byte_offsets(struct frontend *frontend, CXCursor argument,
                                  int n, int scale, LLVMValueRef base);
LLVMValueRef builtin_gather(struct frontend *frontend, LLVMValueRef surface,
                            LLVMValueRef global, LLVMValueRef offsets,
                            struct cm_type data);
void builtin_scatter(struct frontend *frontend, LLVMValueRef surface,
                     LLVMValueRef global, LLVMValueRef offsets,
                     LLVMValueRef value, struct cm_type data);
const struct atomic_kind *builtin_atomic_kind(struct frontend *frontend,
                                              CXCursor where, long long code);
int builtin_atomic_sources(const struct atomic_kind *kind);
LLVMValueRef builtin_dword_atomic(struct frontend *frontend, CXCursor call,
                                  const struct atomic_kind *kind,
                                  LLVMValueRef surface, LLVMValueRef offsets,
                                  LLVMValueRef *sources, struct cm_type data);
/* function.c: forget the previous function's variables and jumps. */
void reset_function_lowering(struct frontend *frontend);

/* call.c: calls of user functions (false when `callee` is not one),
 * `return` inside them, and lowering their bodies after the kernels. */
bool lower_user_call(struct frontend *frontend, CXCursor call, CXCursor callee,
                     struct value *result);
/* A user-written constructor of a struct, run on a fresh object; false
 * when the constructor is implicit or defaulted. */
bool lower_user_construction(struct frontend *frontend, CXCursor call,
                             CXCursor constructor, struct cm_type type,
                             struct value *result);
void lower_subroutine_return(struct frontend *frontend, CXCursor statement,
                             CXCursor value);
/* A function of a file without kernels (a library of _GENX_ functions),
 * lowered like a called one so that its body is checked and it appears
 * in -emit-llvm. */
void declare_library_function(struct frontend *frontend, CXCursor definition);
void lower_subroutines(struct frontend *frontend);
void free_subroutines(struct frontend *frontend);

/* jumps.c: switch, case/default labels, goto and labels, #pragma unroll. */
void lower_switch(struct frontend *frontend, CXCursor statement);
void lower_switch_label(struct frontend *frontend, CXCursor statement);
void lower_goto(struct frontend *frontend, CXCursor statement);
void lower_label(struct frontend *frontend, CXCursor statement);
void lower_attributed_statement(struct frontend *frontend, CXCursor statement);
void reset_jumps(struct frontend *frontend);
void free_jumps(struct frontend *frontend);

/* member_templates.c: the user's source with CM's member templates
 * written without `template` (v.select<4,1>(i) in a function template)
 * made into template-ids, columns unchanged; NULL when there is nothing
 * to rewrite, else a buffer of `size` bytes to free(). */
char *rewrite_member_templates(const char *text, size_t size);
/* The same for the constraint strings of asm statements (each letter
 * 'X'): returns `rewritten` (a copy of text made when NULL and there is
 * something to hide). */
char *rewrite_asm_constraints(const char *text, size_t size, char *rewritten);
/* The end of the comment, string or character literal or number that
 * starts at text[i], or i when none does. */
size_t source_skip_opaque(const char *text, size_t size, size_t i);
/* size_parameters.c: unsigned template parameters that are sizes of a
 * function template's vector or matrix parameters declared int (so that
 * they are deduced), columns unchanged; returns `rewritten` as above. */
char *rewrite_size_parameters(const char *text, size_t size, char *rewritten);
/* inline_asm.c: an asm statement (CM inline vISA assembly). */
void lower_asm_statement(struct frontend *frontend, CXCursor statement);
/* The files libclang reads from memory instead of disk: the user's
 * source and headers so rewritten (and the source with the explicit
 * instances of instantiation.c appended). */
struct rewritten_sources {
    struct CXUnsavedFile *files;
    size_t count;
};
/* Adds `path` rewritten; false when it needs no rewriting (or was
 * added before, or cannot be read: libclang then reads it itself). */
bool rewritten_sources_add(struct rewritten_sources *sources,
                           const char *path);
/* Sets the contents of `path` (taking `contents`, from xmalloc). */
void rewritten_sources_set(struct rewritten_sources *sources,
                           const char *path, char *contents, size_t size);
void rewritten_sources_free(struct rewritten_sources *sources);

/* instantiation.c: lines to append to the source so that explicit
 * instantiations of templated kernels in it or in the user's headers it
 * includes show up (NULL: none; free()), and
 * the function such an appended declaration refers to (else null). */
char *explicit_instantiation_lines(CXTranslationUnit unit, const char *path,
                                   const char *cm_include_dir);
CXCursor instantiated_function(CXCursor declaration);

/* structs.c: user structs of scalars and vectors. */
bool struct_is_supported(CXType record);
int struct_field_count(struct cm_type type);
struct cm_type struct_field_type(struct cm_type type, int index);
LLVMTypeRef struct_llvm_type(LLVMContextRef context, struct cm_type type);
struct value lower_member(struct frontend *frontend, CXCursor expression);
/* A constructor's `: field(value), ...` list, on the object `this`. */
void lower_member_initializers(struct frontend *frontend,
                               CXCursor constructor);

/* arrays.c: C arrays as vectors (T a[N]) and matrices (T a[R][C],
 * vector<T,N> a[R]); a[i] as a region; {...} initialisers. */
struct cm_type classify_array(CXType type);
struct value lower_array_subscript(struct frontend *frontend,
                                   CXCursor expression);
/* Element `index` (a row of a 2D array) of the array `base`, as
 * `base[index]` (`expression`, `index_cursor` for errors) gives it: a
 * place, or an element in memory. */
struct value array_element(struct frontend *frontend, CXCursor expression,
                           struct value base, struct region_index index,
                           CXCursor index_cursor, struct cm_type result_type);
struct value lower_array_initializer(struct frontend *frontend,
                                     CXCursor expression, struct cm_type type);
struct value lower_struct_initializer(struct frontend *frontend,
                                      CXCursor expression, struct cm_type type);
/* The byte offset of field `index` in the struct (C's layout). */
long long struct_field_offset(struct cm_type type, int index);
/* Field `index` of a struct in memory (a value with an address): the
 * field in memory, at the struct's address plus the field's offset. */
struct value struct_field_in_memory(struct frontend *frontend,
                                    struct value object, int index);
/* Whether a pointer type points to a struct (its `record`). */
bool pointer_to_struct(struct cm_type pointer);

/* pointers.c: pointer arithmetic and elements in memory.  `address`
 * moved by `index` (i64) pointees; NULL after a located error. */
LLVMValueRef pointer_advance(struct frontend *frontend, CXCursor where,
                             struct cm_type pointer, LLVMValueRef address,
                             LLVMValueRef index, bool subtract);
/* p + i, i + p, p - i, p - q; false when no operand is a pointer. */
bool lower_pointer_arithmetic(struct frontend *frontend, CXCursor expression,
                              enum CXBinaryOperatorKind kind, CXCursor left,
                              CXCursor right, struct value *result);
struct value lower_pointer_subscript(struct frontend *frontend,
                                     CXCursor expression, struct value base,
                                     CXCursor index_cursor);
struct value lower_dereference(struct frontend *frontend, CXCursor expression,
                               CXCursor operand);
/* The object pointer value `pointer` designates (a value with an
 * address); an error value after a located error. */
struct value pointer_target(struct frontend *frontend, CXCursor where,
                            struct value pointer);
struct value lower_address_of(struct frontend *frontend, CXCursor expression,
                              CXCursor operand);
/* A local array (a place) decayed to a pointer: its first element's
 * address; NULL after a located error. */
LLVMValueRef decayed_array_address(struct frontend *frontend, CXCursor where,
                                   struct value array);
/* load, store, cm_to_global ... of <cm/cm_memory.h>; false when `name`
 * is none of them. */
bool lower_memory_builtin(struct frontend *frontend, const char *name,
                          CXCursor call, struct value *result);
/* Reading and writing an element in memory (a value with an address). */
LLVMValueRef read_memory_element(struct frontend *frontend,
                                 struct value element);
void write_memory_element(struct frontend *frontend, struct value element,
                          LLVMValueRef new_value, struct cm_type new_type);
/* builtins_svm.c: one element of `element` at an i64 address, by an SVM
 * gather or scatter of one enabled channel. */
LLVMValueRef svm_load_element(struct frontend *frontend, LLVMValueRef address,
                              enum element_kind element);
void svm_store_element(struct frontend *frontend, LLVMValueRef address,
                       enum element_kind element, LLVMValueRef value);
/* A whole vector at an i64 address (any alignment), by gathers and
 * scatters of up to 32 channels; NULL after a located error. */
LLVMValueRef svm_load_vector(struct frontend *frontend, CXCursor where,
                             LLVMValueRef address, struct cm_type type);
void svm_store_vector(struct frontend *frontend, LLVMValueRef address,
                      struct cm_type type, LLVMValueRef value);

/* excluded.c: virtual functions and bases in a class declaration. */
void check_excluded_class(struct frontend *frontend, CXCursor declaration);

/* globals.c: file-scope variables (LLVM globals, lowered away by CMABI),
 * and the source positions CMABI reports errors at. */
bool is_global_variable(CXCursor declaration);
bool is_static_constant_local(CXCursor declaration);
struct value lower_global_reference(struct frontend *frontend,
                                    CXCursor expression, CXCursor declaration);
/* reference_overlap.c: false, after a located error at `call`, when two
 * of `references` (the places passed to non-const reference parameters;
 * other entries are not places) share an element.  Those from
 * `first_capture` on are the variables `captures` a lambda uses. */
bool check_reference_overlaps(struct frontend *frontend, CXCursor call,
                              const struct value *references, int count,
                              int first_capture, const CXCursor *captures);
/* Record `cursor`'s position on a global or an instruction as
 * !cmc.location !{!"file", i32 line, i32 column}. */
void attach_source_location(struct frontend *frontend, LLVMValueRef value,
                            CXCursor cursor);

/* builtins_sampler.c: sample16, load16, sample32; false when `name` is
 * none of them. */
bool lower_sampler_builtin(struct frontend *frontend, CXCursor call,
                           const char *name, struct value *result);
/* printf_format.c: a string-literal argument's bytes (escapes decoded,
 * NUL-terminated in `text`): its length, or one of these. */
enum { PRINTF_NOT_A_LITERAL = -1, PRINTF_LITERAL_TOO_LONG = -2 };
int printf_literal_bytes(CXCursor argument, char *text, size_t size);
/* The argument slots of a format, in order, as the CM runtime's decoder
 * reads it: NULL, or what it cannot decode. */
enum printf_slot { PRINTF_SLOT_INTEGER, PRINTF_SLOT_FLOAT, PRINTF_SLOT_STRING,
                   PRINTF_SLOT_STAR };
const char *printf_format_slots(const char *format, enum printf_slot *slots,
                                int capacity, int *count);
/* A format printf_format_slots accepted, longer than one record holds,
 * cut into pieces of at most `limit` bytes, each printed by a record of
 * its own exactly as the runtime would print the whole format: a FORMAT
 * piece is the format's bytes [start, start + length) taking `slots`
 * values; a TEXT piece is text the runtime would print through the
 * host's printf, to be printed as the string value of a "%s" format
 * (its "%%" as '%').  Cuts fall only between directives and characters
 * and never inside a "%%".  `pieces` holds strlen(format) + 1; the
 * count, or -1 when a directive alone is longer than `limit`. */
enum printf_piece_kind { PRINTF_PIECE_FORMAT, PRINTF_PIECE_TEXT };
struct printf_piece {
    enum printf_piece_kind kind;
    size_t start, length;
    int slots;
};
int printf_format_pieces(const char *format, size_t limit,
                         struct printf_piece *pieces);
/* printf.c: printf / cm_printf; false when `name` is not theirs. */
bool lower_printf_builtin(struct frontend *frontend, CXCursor call,
                          const char *name, struct value *result);
/* builtins_cmtl.c: <cm/cmtl.h>'s builtins; false when `name` is none. */
bool lower_cmtl_builtin(struct frontend *frontend, CXCursor call,
                        const char *name, struct value *result);
/* builtins_svm.c: the cm_svm_* builtins; false when `name` is none. */
bool lower_svm_builtin(struct frontend *frontend, CXCursor call,
                       const char *name, struct value *result);
/* builtins_lsc.c: <cm/cm_lsc.h>'s LSC functions (cm_load, cm_store,
 * cm_prefetch, cm_atomic and their forms, cm_fence<...>); false when
 * `name` is none. */
/* What an LSC message does, for its cache hint rules. */
enum lsc_action { LSC_LOAD, LSC_STORE, LSC_PREFETCH, LSC_ATOMIC };
/* Whether a message of `action` takes L1/L3 cache hints l1, l3 (Intel's
 * lsc_check_cache_hint); `rule` says which pairs it takes. */
bool lsc_cache_hints_allowed(enum lsc_action action, int l1, int l3,
                             const char **rule);
bool lower_lsc_builtin(struct frontend *frontend, CXCursor call,
                       const char *name, struct value *result);

/* debug_locations.c: a line-tables-only compile unit for the module, a
 * DISubprogram per function, and the builder's current location following
 * the cursor being lowered (kept when the cursor is in cmc's headers). */
void debug_locations_begin(struct frontend *frontend);
void debug_locations_end(struct frontend *frontend);
/* Attach `function`'s subprogram and point the builder at `declaration`. */
void debug_locations_begin_function(struct frontend *frontend,
                                    LLVMValueRef function,
                                    CXCursor declaration);
/* Point the builder at `cursor`; returns the location to restore with
 * debug_location_leave (NULL outside functions: leave does nothing). */
LLVMMetadataRef debug_location_enter(struct frontend *frontend,
                                     CXCursor cursor);
void debug_location_leave(struct frontend *frontend, LLVMMetadataRef saved);

/* kernel_attributes.c: the attribute macros of Intel's cm_common.h.  Each
 * attribute of `function` (and its parameters) cmc does not implement is
 * one error; false after any. */
bool check_function_attributes(struct frontend *frontend, CXCursor function,
                               bool is_kernel);
/* A kernel's _GENX_FLOAT_CONTROL_ as the attribute "CMFloatControl". */
void apply_kernel_attributes(struct frontend *frontend, CXCursor kernel,
                             LLVMValueRef function);

/* kernel.c: kernel signatures and genx.kernels metadata. */
void add_kernel_metadata(struct frontend *frontend, LLVMValueRef function,
                         CXCursor declaration);

/* predefined_macros.c: CM_GENX, CM_GEN12, CM_HAS_... for the target, as
 * -D flags for libclang (`flags` point into `storage`). */
#define PREDEFINED_MACRO_MAX 48
struct predefined_macros {
    const char *flags[PREDEFINED_MACRO_MAX];
    char storage[PREDEFINED_MACRO_MAX][80];
    int count;
};
void predefined_macros_for(const struct platform *platform,
                           struct predefined_macros *macros);

/* vme_names.c: for a name of Intel's VME API the platform does not
 * declare, the sentence saying where it is declared (written to buffer);
 * NULL for any other name. */
const char *vme_name_hint(const char *name, const char *platform,
                          char *buffer, size_t size);

#endif
