/* images.c - pixel formats, typed surface messages and the sampler.
 *
 * Takes the typed dataport messages (gather4_typed, scatter4_typed,
 * typed_atomic) and the 3D sampler's messages (sample_3d, sample_b,
 * sample_l, sample_lz, sample_d, load_lz, load_3d, with or without
 * .pixel_null_mask) on img:WxH:FORMAT surfaces and smp: samplers;
 * guarantees the vISA specification's results: the enabled channels of R,
 * G, B, A (in that order, the disabled ones skipped) each fill
 * max(exec size, GRF / 4) dwords of the destination; channels the format
 * lacks read as 0 (R, G, B) and 1 (A).  Out-of-range accesses behave as
 * the specification says rather than fault, since a kernel may rely on
 * them: typed reads and loads outside the image return 0 in every
 * channel, typed writes and atomics there are dropped (an atomic returns
 * 0); the sampler's address mode (clamp, wrap, mirror) brings every
 * normalized coordinate into the image.
 *
 * Conversions: UNORM channels read as float x / (2^bits - 1); written as
 * the float clamped to [0, 1] (NaN as 0) times 2^bits - 1 rounded to the
 * nearest integer (ties to even); UINT/SINT channels narrower than 32 bits
 * are written saturated.  Every image has one mip level, so sample_b,
 * sample_l and sample_d sample level 0 like sample and sample_lz, and a
 * load_3d at a LOD other than 0 is outside the image; the
 * comparison (_c) forms and the media sampler (sample_unorm) are reported
 * as not supported yet.  cmrun has no tiled resources, so the pixel null
 * mask has the bit of every pixel that ran, and .cps (CPS LOD
 * compensation, which scales the LOD by the coarse pixel size) changes
 * nothing: a compute thread has no coarse pixels. */
#include <math.h>
#include <string.h>

#include "cmrun/cmrun.h"

enum channel_kind { KIND_FLOAT, KIND_UNORM, KIND_UINT, KIND_SINT };

struct pixel_format {
    const char *name;
    int channels;
    int bits;                   /* per channel */
    enum channel_kind kind;
};

/* Index CMRUN_FORMAT_RAW (0) is raw bytes (media block messages only). */
static const struct pixel_format formats[] = {
    {"raw", 0, 0, KIND_UINT},
    {"r32f", 1, 32, KIND_FLOAT},
    {"r32g32f", 2, 32, KIND_FLOAT},
    {"r32g32b32a32f", 4, 32, KIND_FLOAT},
    {"r32ui", 1, 32, KIND_UINT},
    {"r32si", 1, 32, KIND_SINT},
    {"r32g32b32a32ui", 4, 32, KIND_UINT},
    {"r16_unorm", 1, 16, KIND_UNORM},
    {"r16_uint", 1, 16, KIND_UINT},
    {"r16g16b16a16_unorm", 4, 16, KIND_UNORM},
    {"r8_unorm", 1, 8, KIND_UNORM},
    {"r8_uint", 1, 8, KIND_UINT},
    {"r8g8b8a8_unorm", 4, 8, KIND_UNORM},
    {"r8g8b8a8_uint", 4, 8, KIND_UINT},
};
#define FORMAT_COUNT ((int)(sizeof formats / sizeof formats[0]))

int cmrun_format_from_name(const char *name)
{
    for (int i = 1; i < FORMAT_COUNT; i++)
        if (!strcmp(formats[i].name, name))
            return i;
    return -1;
}

int cmrun_format_pixel_bytes(int format)
{
    return formats[format].channels * formats[format].bits / 8;
}

const char *cmrun_format_names(void)
{
    return "r32f, r32g32f, r32g32b32a32f, r32ui, r32si, r32g32b32a32ui, "
           "r16_unorm, r16_uint, r16g16b16a16_unorm, r8_unorm, r8_uint, "
           "r8g8b8a8_unorm, r8g8b8a8_uint";
}

static uint32_t float_bits(float value)
{
    uint32_t bits;
    memcpy(&bits, &value, 4);
    return bits;
}

static float bits_float(uint32_t bits)
{
    float value;
    memcpy(&value, &bits, 4);
    return value;
}

static uint32_t max_of_bits(int bits)
{
    return bits == 32 ? UINT32_MAX : (UINT32_C(1) << bits) - 1;
}

/* ---- pixels ---------------------------------------------------------------- */

struct image_point {
    int64_t x, y, z;
};

static bool point_inside(const struct cmrun_surface *image,
                         struct image_point p)
{
    return p.x >= 0 && p.x < image->pixels_x && p.y >= 0 &&
           p.y < image->height && p.z >= 0 && p.z < image->depth;
}

static uint8_t *pixel_bytes(const struct cmrun_surface *image,
                            struct image_point p)
{
    size_t row = (size_t)p.z * (size_t)image->height + (size_t)p.y;
    return image->data + row * (size_t)image->width +
           (size_t)p.x * (size_t)cmrun_format_pixel_bytes(image->format);
}

/* The four channels of the pixel at P as the 32-bit values messages
 * return (float bits for FLOAT and UNORM formats, integers otherwise). */
static void read_pixel(const struct cmrun_surface *image, struct image_point p,
                       uint32_t out[4])
{
    const struct pixel_format *f = &formats[image->format];
    bool is_float = f->kind == KIND_FLOAT || f->kind == KIND_UNORM;
    for (int c = 0; c < 4; c++)
        out[c] = c < 3 ? 0 : is_float ? float_bits(1.0f) : 1;
    const uint8_t *bytes = pixel_bytes(image, p);
    for (int c = 0; c < f->channels; c++) {
        uint32_t raw = 0;
        memcpy(&raw, bytes + c * f->bits / 8, (size_t)(f->bits / 8));
        if (f->kind == KIND_UNORM)
            raw = float_bits((float)raw / (float)max_of_bits(f->bits));
        else if (f->kind == KIND_SINT && f->bits < 32 &&
                 raw >> (f->bits - 1) & 1)
            raw |= ~max_of_bits(f->bits);
        out[c] = raw;
    }
}

static uint32_t channel_to_format(const struct pixel_format *f,
                                  uint32_t value)
{
    uint32_t max = max_of_bits(f->bits);
    switch (f->kind) {
    case KIND_FLOAT:
        return value;
    case KIND_UNORM: {
        float x = bits_float(value);
        if (!(x > 0.0f))
            return 0;
        if (x >= 1.0f)
            return max;
        return (uint32_t)nearbyintf(x * (float)max);
    }
    case KIND_UINT:
        return value > max ? max : value;
    case KIND_SINT: {
        int64_t s = (int32_t)value;
        int64_t high = (int64_t)(max >> 1), low = -high - 1;
        return (uint32_t)(s > high ? high : s < low ? low : s) & max;
    }
    }
    return value;
}

/* Write the channels of CHANNEL_MASK (bit c: channel c of VALUES). */
static void write_pixel(struct cmrun_surface *image, struct image_point p,
                        const uint32_t values[4], int channel_mask)
{
    const struct pixel_format *f = &formats[image->format];
    uint8_t *bytes = pixel_bytes(image, p);
    for (int c = 0; c < f->channels; c++) {
        if (!(channel_mask >> c & 1))
            continue;
        uint32_t stored = channel_to_format(f, values[c]);
        memcpy(bytes + c * f->bits / 8, &stored, (size_t)(f->bits / 8));
    }
}

/* ---- operands ---------------------------------------------------------------- */

static struct cmrun_surface *image_of(struct cmrun_thread *thread,
                                      struct cmrun_run *run,
                                      const struct cmrun_operand *op)
{
    if (op->kind != CMRUN_OPND_VAR ||
        thread->kernel->vars[op->var].kind != CMRUN_VAR_SURFACE)
        cmrun_fault(thread, "the message's surface operand is not a surface");
    struct cmrun_surface *s =
        cmrun_surface_at(thread, run, *cmrun_surface_slot(thread, op->var, 0),
                         thread->kernel->vars[op->var].name);
    if (s->kind != CMRUN_SURFACE_IMAGE2D || s->format == CMRUN_FORMAT_RAW)
        cmrun_fault(thread, "%s needs an image with a pixel format "
                            "(img:WxH:FORMAT:IN), argument %d has none",
                    "a typed or sampler message", s->argument);
    return s;
}

static const struct cmrun_sampler *sampler_of(struct cmrun_thread *thread,
                                              struct cmrun_run *run,
                                              const struct cmrun_operand *op)
{
    if (op->kind != CMRUN_OPND_VAR ||
        thread->kernel->vars[op->var].kind != CMRUN_VAR_SAMPLER)
        cmrun_fault(thread, "the message's sampler operand is not a sampler");
    uint32_t index = *cmrun_surface_slot(thread, op->var, 0);
    if (index >= (uint32_t)run->memory.sampler_count)
        cmrun_fault(thread, "sampler %s is bound to nothing (index %u)",
                    thread->kernel->vars[op->var].name, index);
    return &run->memory.samplers[index];
}

/* The enabled channels of a ".RGBA"-style suffix. */
static int channel_suffix(struct cmrun_thread *thread, const char *suffix)
{
    int mask = 0;
    for (const char *s = suffix; *s; s++) {
        const char *at = strchr("RGBA", *s);
        if (!at)
            cmrun_fault(thread, "'%s' is not a channel mask", suffix);
        mask |= 1 << (at - "RGBA");
    }
    if (!mask)
        cmrun_fault(thread, "a channel mask must enable a channel");
    return mask;
}

static bool is_null_operand(const struct cmrun_thread *thread,
                            const struct cmrun_operand *op)
{
    return op->var >= 0 &&
           thread->kernel->vars[op->var].predefined == CMRUN_PREDEF_NULL;
}

/* Dword I of a raw operand (0 for %null). */
static uint32_t raw_dword(struct cmrun_thread *thread,
                          const struct cmrun_operand *op, int i)
{
    if (is_null_operand(thread, op))
        return 0;
    uint32_t value;
    cmrun_read_raw(thread, op, i * 4, &value, 4);
    return value;
}

/* Dwords between the channels of a message's data. */
static int channel_stride(const struct cmrun_thread *thread, int exec_size)
{
    int grf_dwords = thread->kernel->grf_bytes / 4;
    return exec_size > grf_dwords ? exec_size : grf_dwords;
}

static void check_exec_size(struct cmrun_thread *thread,
                            const struct cmrun_inst *inst, int most)
{
    if (inst->exec_size != 8 && inst->exec_size != 16)
        cmrun_fault(thread, "%s of %d channels is not valid (8%s)",
                    inst->opcode, inst->exec_size, most == 16 ? " or 16" : "");
    if (inst->exec_size > most)
        cmrun_fault(thread, "%s of %d channels is not valid (at most %d)",
                    inst->opcode, inst->exec_size, most);
}

/* ---- typed surfaces ------------------------------------------------------------ */

/* Operands 1..4 (u, v, r, lod) of lane I; a LOD other than 0 is outside
 * the one mip level. */
static bool typed_point(struct cmrun_thread *thread,
                        const struct cmrun_inst *inst, int i,
                        const struct cmrun_surface *image,
                        struct image_point *p)
{
    p->x = raw_dword(thread, &inst->operands[1], i);
    p->y = raw_dword(thread, &inst->operands[2], i);
    p->z = raw_dword(thread, &inst->operands[3], i);
    uint32_t lod = raw_dword(thread, &inst->operands[4], i);
    return lod == 0 && point_inside(image, *p);
}

/* gather4_typed.CH (exec) T u v r lod dst; scatter4_typed ... src */
static void execute_typed(struct cmrun_thread *thread, struct cmrun_run *run,
                          const struct cmrun_inst *inst, uint32_t lanes,
                          bool is_write)
{
    if (inst->operand_count != 6 || inst->suffix_count < 1)
        cmrun_fault(thread, "%s needs channels, a surface, u, v, r, a LOD "
                            "and data",
                    inst->opcode);
    check_exec_size(thread, inst, 16);
    int mask = channel_suffix(thread, inst->suffixes[0]);
    struct cmrun_surface *image = image_of(thread, run, &inst->operands[0]);
    int stride = channel_stride(thread, inst->exec_size);
    const struct cmrun_operand *data = &inst->operands[5];
    for (int i = 0; i < inst->exec_size; i++) {
        if (!(lanes & (1u << i)))
            continue;
        struct image_point p;
        bool inside = typed_point(thread, inst, i, image, &p);
        uint32_t values[4] = {0, 0, 0, 0};
        if (inside && !is_write)
            read_pixel(image, p, values);
        int position = 0;
        for (int c = 0; c < 4; c++) {
            if (!(mask >> c & 1))
                continue;
            int at = (position++ * stride + i) * 4;
            if (is_write)
                cmrun_read_raw(thread, data, at, &values[c], 4);
            else
                cmrun_write_raw(thread, data, at, &values[c], 4);
        }
        if (inside && is_write)
            write_pixel(image, p, values, mask);
    }
}

/* typed_atomic.OP (exec) T u v r lod src0 src1 dst on 32-bit pixels. */
static void execute_typed_atomic(struct cmrun_thread *thread,
                                 struct cmrun_run *run,
                                 const struct cmrun_inst *inst, uint32_t lanes)
{
    if (inst->operand_count != 8 || inst->suffix_count < 1)
        cmrun_fault(thread, "typed_atomic needs an operation, a surface, u, "
                            "v, r, a LOD, two sources and a destination");
    check_exec_size(thread, inst, 8);
    const char *op = inst->suffixes[0];
    struct cmrun_surface *image = image_of(thread, run, &inst->operands[0]);
    const struct pixel_format *f = &formats[image->format];
    if (f->channels != 1 || f->bits != 32)
        cmrun_fault(thread, "typed atomics need a one-channel 32-bit image "
                            "(r32ui, r32si or r32f), argument %d is %s",
                    image->argument, f->name);
    for (int i = 0; i < inst->exec_size; i++) {
        if (!(lanes & (1u << i)))
            continue;
        struct image_point p;
        uint32_t returned = 0;
        if (typed_point(thread, inst, i, image, &p)) {
            uint8_t *bytes = pixel_bytes(image, p);
            uint32_t old;
            memcpy(&old, bytes, 4);
            uint32_t value = (uint32_t)cmrun_atomic_result(
                thread, op, old, raw_dword(thread, &inst->operands[5], i),
                raw_dword(thread, &inst->operands[6], i), 4);
            memcpy(bytes, &value, 4);
            returned = !strcmp(op, "predec") ? value : old;
        }
        if (!is_null_operand(thread, &inst->operands[7]))
            cmrun_write_raw(thread, &inst->operands[7], i * 4, &returned, 4);
    }
}

/* ---- the 3D sampler ---------------------------------------------------------- */

/* Where u, v, r and a load's LOD are among a message's parameters (-1:
 * absent), by operation. */
struct sampler_operation {
    const char *name;
    bool is_load;
    int u, v, r, lod;
};

static const struct sampler_operation sampler_operations[] = {
    {"sample_3d", false, 0, 1, 2, -1},
    {"sample_lz", false, 0, 1, 2, -1},
    {"sample_b", false, 1, 2, 3, -1},
    {"sample_l", false, 1, 2, 3, -1},
    {"sample_d", false, 0, 3, 6, -1},
    {"load_lz", true, 0, 1, 2, -1},
    {"load_3d", true, 0, 1, 3, 2},
};

static const struct sampler_operation *find_sampler_operation(const char *op)
{
    for (size_t i = 0;
         i < sizeof sampler_operations / sizeof sampler_operations[0]; i++)
        if (!strcmp(sampler_operations[i].name, op))
            return &sampler_operations[i];
    return NULL;
}

/* A texel index in [0, size) from index I by the address mode. */
static int64_t address_texel(enum cmrun_address_mode mode, int64_t i,
                             int64_t size)
{
    switch (mode) {
    case CMRUN_ADDRESS_CLAMP:
        return i < 0 ? 0 : i >= size ? size - 1 : i;
    case CMRUN_ADDRESS_WRAP:
        return ((i % size) + size) % size;
    case CMRUN_ADDRESS_MIRROR: {
        int64_t m = ((i % (2 * size)) + 2 * size) % (2 * size);
        return m < size ? m : 2 * size - 1 - m;
    }
    }
    return i;
}

/* Point filtering: floor(coordinate * size) in single precision, plus the
 * immediate offset. */
static int64_t texel_index(float coordinate, int64_t size, int offset)
{
    float scaled = floorf(coordinate * (float)size);
    if (scaled != scaled)
        scaled = 0.0f;
    if (scaled > 1e9f)
        scaled = 1e9f;
    if (scaled < -1e9f)
        scaled = -1e9f;
    return (int64_t)scaled + offset;
}

/* Bits 11..8, 7..4 and 3..0 of aoffimmi: the u, v, r offsets (-8..7). */
static void immediate_offsets(uint32_t aoffimmi, int offsets[3])
{
    for (int i = 0; i < 3; i++) {
        int nibble = (int)(aoffimmi >> (8 - 4 * i) & 0xf);
        offsets[i] = nibble >= 8 ? nibble - 16 : nibble;
    }
}

static uint32_t parameter(struct cmrun_thread *thread,
                          const struct cmrun_inst *inst, int first,
                          int index, int lane)
{
    if (index < 0 || first + index >= inst->operand_count)
        return 0;
    return raw_dword(thread, &inst->operands[first + index], lane);
}

/* sample_*[.pixel_null_mask][.cps].CH (exec) aoffimmi S T dst params...;
 * load_*[.pixel_null_mask].CH (exec) aoffimmi T dst params... */
static void execute_sampler(struct cmrun_thread *thread, struct cmrun_run *run,
                            const struct cmrun_inst *inst, uint32_t lanes,
                            const struct sampler_operation *operation)
{
    int handles = operation->is_load ? 1 : 2;
    int first = 2 + handles;
    if (inst->operand_count < first + 1 || inst->suffix_count < 1)
        cmrun_fault(thread, "%s needs channels, aoffimmi, %s, a destination "
                            "and parameters",
                    inst->opcode,
                    operation->is_load ? "a surface" : "a sampler, a surface");
    check_exec_size(thread, inst, 16);
    bool null_mask = inst->suffix_count > 1 &&
                     !strcmp(inst->suffixes[0], "pixel_null_mask");
    int mask = channel_suffix(thread, inst->suffixes[inst->suffix_count - 1]);
    struct cmrun_value immediate = cmrun_read_source(thread, inst, 0, 0);
    int offsets[3];
    immediate_offsets((uint32_t)immediate.i, offsets);
    const struct cmrun_sampler *sampler =
        operation->is_load ? NULL
                           : sampler_of(thread, run, &inst->operands[1]);
    struct cmrun_surface *image =
        image_of(thread, run, &inst->operands[handles]);
    const struct cmrun_operand *dst = &inst->operands[handles + 1];
    int dst_bytes = cmrun_type_size(thread->kernel->vars[dst->var].type);
    if (dst_bytes != 4)
        cmrun_fault(thread, "cmrun supports 32-bit sampler results only "
                            "(not %s)",
                    cmrun_type_name(thread->kernel->vars[dst->var].type));
    int stride = channel_stride(thread, inst->exec_size);
    int channel_count = 0;
    uint32_t ran = 0;
    for (int i = 0; i < inst->exec_size; i++) {
        if (!(lanes & (1u << i)))
            continue;
        ran |= 1u << i;
        uint32_t u = parameter(thread, inst, first, operation->u, i);
        uint32_t v = parameter(thread, inst, first, operation->v, i);
        uint32_t r = parameter(thread, inst, first, operation->r, i);
        struct image_point p;
        bool inside = true;
        if (operation->is_load) {
            p.x = (int32_t)u + offsets[0];
            p.y = image->height == 1 ? 0 : (int32_t)v + offsets[1];
            p.z = image->depth == 1 ? 0 : (int32_t)r + offsets[2];
            inside = point_inside(image, p) &&
                     parameter(thread, inst, first, operation->lod, i) == 0;
        } else {
            p.x = address_texel(sampler->address,
                                texel_index(bits_float(u), image->pixels_x,
                                            offsets[0]),
                                image->pixels_x);
            p.y = address_texel(sampler->address,
                                texel_index(bits_float(v), image->height,
                                            offsets[1]),
                                image->height);
            p.z = address_texel(sampler->address,
                                texel_index(bits_float(r), image->depth,
                                            offsets[2]),
                                image->depth);
        }
        uint32_t values[4] = {0, 0, 0, 0};
        if (inside)
            read_pixel(image, p, values);
        channel_count = 0;
        for (int c = 0; c < 4; c++) {
            if (!(mask >> c & 1))
                continue;
            cmrun_write_raw(thread, dst, (channel_count++ * stride + i) * 4,
                            &values[c], 4);
        }
    }
    if (null_mask) {
        int count = 0;
        for (int c = 0; c < 4; c++)
            count += mask >> c & 1;
        uint8_t phase[256] = {0};
        memcpy(phase, &ran, 4);
        cmrun_write_raw(thread, dst, count * stride * 4, phase,
                        thread->kernel->grf_bytes);
    }
}

bool cmrun_execute_image_message(struct cmrun_thread *thread,
                                 struct cmrun_run *run,
                                 const struct cmrun_inst *inst,
                                 uint32_t channels)
{
    const char *op = inst->opcode;
    const struct sampler_operation *operation;
    if (!strcmp(op, "gather4_typed"))
        execute_typed(thread, run, inst, channels, false);
    else if (!strcmp(op, "scatter4_typed"))
        execute_typed(thread, run, inst, channels, true);
    else if (!strcmp(op, "typed_atomic"))
        execute_typed_atomic(thread, run, inst, channels);
    else if ((operation = find_sampler_operation(op)) != NULL)
        execute_sampler(thread, run, inst, channels, operation);
    else
        return false;
    return true;
}
