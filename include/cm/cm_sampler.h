/* cm/cm_sampler.h - sampler builtins (CM specification 4.7), for cmc.
 *
 * Included by cm.h.  sample16 and load16 read 16 pixels at per-pixel
 * coordinates (the 3D sampler's sample and load_lz messages); sample32
 * reads 32 pixels of 16-bit UNORM data from a start and a step (the media
 * sampler's SAMPLE_UNORM).  The destination is a vector or matrix (or a
 * reference to one) of 16 (sample16/load16) or 32 (sample32) elements
 * per enabled channel, channels in R, G, B, A order.  cm_3d_sample and
 * cm_3d_load are the 3D sampler's messages with any operation.
 * cm_avs_sampler is the media sampler's adaptive video scaling (AVS) and
 * the cm_va_* functions its video analytics (with Intel's constants).
 * The frontend lowers them to llvm.genx.3d.sample / 3d.load /
 * sample.unorm / avs / va.* (frontend/builtins/builtins_sampler.c). */
#ifndef CM_CM_SAMPLER_H
#define CM_CM_SAMPLER_H

/* Which of R (bit 0), G, B, A (bit 3) a sampler message returns. */
enum class ChannelMaskType {
    _CM_R_ENABLE = 1,
    _CM_G_ENABLE = 2,
    _CM_GR_ENABLE = 3,
    _CM_B_ENABLE = 4,
    _CM_BR_ENABLE = 5,
    _CM_BG_ENABLE = 6,
    _CM_BGR_ENABLE = 7,
    _CM_A_ENABLE = 8,
    _CM_AR_ENABLE = 9,
    _CM_AG_ENABLE = 10,
    _CM_AGR_ENABLE = 11,
    _CM_AB_ENABLE = 12,
    _CM_ABR_ENABLE = 13,
    _CM_ABG_ENABLE = 14,
    _CM_ABGR_ENABLE = 15
};
#define CM_R_ENABLE ChannelMaskType::_CM_R_ENABLE
#define CM_G_ENABLE ChannelMaskType::_CM_G_ENABLE
#define CM_GR_ENABLE ChannelMaskType::_CM_GR_ENABLE
#define CM_B_ENABLE ChannelMaskType::_CM_B_ENABLE
#define CM_BR_ENABLE ChannelMaskType::_CM_BR_ENABLE
#define CM_BG_ENABLE ChannelMaskType::_CM_BG_ENABLE
#define CM_BGR_ENABLE ChannelMaskType::_CM_BGR_ENABLE
#define CM_A_ENABLE ChannelMaskType::_CM_A_ENABLE
#define CM_AR_ENABLE ChannelMaskType::_CM_AR_ENABLE
#define CM_AG_ENABLE ChannelMaskType::_CM_AG_ENABLE
#define CM_AGR_ENABLE ChannelMaskType::_CM_AGR_ENABLE
#define CM_AB_ENABLE ChannelMaskType::_CM_AB_ENABLE
#define CM_ABR_ENABLE ChannelMaskType::_CM_ABR_ENABLE
#define CM_ABG_ENABLE ChannelMaskType::_CM_ABG_ENABLE
#define CM_ABGR_ENABLE ChannelMaskType::_CM_ABGR_ENABLE

/* sample32's output format. */
enum class OutputFormatControl {
    _CM_16_FULL = 0,
    _CM_16_DOWN_SAMPLE = 1,
    _CM_8_FULL = 2,
    _CM_8_DOWN_SAMPLE = 3
};
#define CM_16_FULL OutputFormatControl::_CM_16_FULL
#define CM_16_DOWN_SAMPLE OutputFormatControl::_CM_16_DOWN_SAMPLE
#define CM_8_FULL OutputFormatControl::_CM_8_FULL
#define CM_8_DOWN_SAMPLE OutputFormatControl::_CM_8_DOWN_SAMPLE

/* The 3D sampler's operations (cm_3d_sample, cm_3d_load); OR in
 * CM_3D_*_NULLMASK_ENABLE for the pixel null mask. */
enum class CM3DSampleOp : int {
    _CM_3D_SAMPLE = 0,
    _CM_3D_SAMPLE_B = 1,
    _CM_3D_SAMPLE_L = 2,
    _CM_3D_SAMPLE_C = 3,
    _CM_3D_SAMPLE_D = 4,
    _CM_3D_SAMPLE_B_C = 5,
    _CM_3D_SAMPLE_L_C = 6,
    _CM_3D_LOD = 9,
    _CM_3D_SAMPLE_D_C = 20,
    _CM_3D_SAMPLE_LZ = 24,
    _CM_3D_SAMPLE_C_LZ = 25,
    _CM_3D_SAMPLE_NULLMASK_ENABLE = 32,
    _CM_3D_SAMPLE_CPS_LOD_COMP_ENABLE = 64
};
constexpr CM3DSampleOp operator|(CM3DSampleOp a, CM3DSampleOp b)
{
    return static_cast<CM3DSampleOp>(static_cast<int>(a) |
                                     static_cast<int>(b));
}
#define CM_3D_SAMPLE CM3DSampleOp::_CM_3D_SAMPLE
#define CM_3D_SAMPLE_B CM3DSampleOp::_CM_3D_SAMPLE_B
#define CM_3D_SAMPLE_L CM3DSampleOp::_CM_3D_SAMPLE_L
#define CM_3D_SAMPLE_C CM3DSampleOp::_CM_3D_SAMPLE_C
#define CM_3D_SAMPLE_D CM3DSampleOp::_CM_3D_SAMPLE_D
#define CM_3D_SAMPLE_B_C CM3DSampleOp::_CM_3D_SAMPLE_B_C
#define CM_3D_SAMPLE_L_C CM3DSampleOp::_CM_3D_SAMPLE_L_C
#define CM_3D_LOD CM3DSampleOp::_CM_3D_LOD
#define CM_3D_SAMPLE_D_C CM3DSampleOp::_CM_3D_SAMPLE_D_C
#define CM_3D_SAMPLE_LZ CM3DSampleOp::_CM_3D_SAMPLE_LZ
#define CM_3D_SAMPLE_C_LZ CM3DSampleOp::_CM_3D_SAMPLE_C_LZ
#define CM_3D_SAMPLE_NULLMASK_ENABLE                                         \
    CM3DSampleOp::_CM_3D_SAMPLE_NULLMASK_ENABLE
#define CM_3D_SAMPLE_CPS_LOD_COMP_ENABLE                                     \
    CM3DSampleOp::_CM_3D_SAMPLE_CPS_LOD_COMP_ENABLE

enum class CM3DLoadOp : int {
    _CM_3D_LOAD = 7,
    _CM_3D_LOAD_LZ = 26,
    _CM_3D_LOAD_2DMS_W = 28,
    _CM_3D_LOAD_MCS = 29,
    _CM_3D_LOAD_NULLMASK_ENABLE = 32
};
constexpr CM3DLoadOp operator|(CM3DLoadOp a, CM3DLoadOp b)
{
    return static_cast<CM3DLoadOp>(static_cast<int>(a) | static_cast<int>(b));
}
#define CM_3D_LOAD CM3DLoadOp::_CM_3D_LOAD
#define CM_3D_LOAD_LZ CM3DLoadOp::_CM_3D_LOAD_LZ
#define CM_3D_LOAD_2DMS_W CM3DLoadOp::_CM_3D_LOAD_2DMS_W
#define CM_3D_LOAD_MCS CM3DLoadOp::_CM_3D_LOAD_MCS
#define CM_3D_LOAD_NULLMASK_ENABLE CM3DLoadOp::_CM_3D_LOAD_NULLMASK_ENABLE

/* The 3D sampler's messages: 1 to 15 parameters, vectors of 8 or 16
 * elements (float for samples, int or uint for loads), in the order the
 * operation takes them (u, v, r for CM_3D_SAMPLE, CM_3D_SAMPLE_LZ and
 * CM_3D_LOAD_LZ; the bias, LOD or reference first for _B, _L and _C;
 * u, v, lod, r for CM_3D_LOAD).  The enabled channels, 8 or 16 elements
 * each in R, G, B, A order, fill the start of dst; with the null mask, a
 * GRF more (8 dwords) whose first word is the mask. */
template <CM3DSampleOp Op, ChannelMaskType Ch, typename Destination,
          typename... Parameters>
void cm_3d_sample(Destination &&dst, ushort aoffimmi, SamplerIndex sampIndex,
                  SurfaceIndex surfIndex, const Parameters &...parameters);
template <CM3DLoadOp Op, ChannelMaskType Ch, typename Destination,
          typename... Parameters>
void cm_3d_load(Destination &&dst, ushort aoffimmi, SurfaceIndex surfIndex,
                const Parameters &...parameters);

/* Normalized coordinates u, v, r of 16 pixels (v and r 0 when left
 * out); float, int or uint data.  With a null mask (a vector of one
 * short or ushort), it receives the pixel null mask (bit i: pixel i's
 * footprint is not null). */
template <typename Destination>
void sample16(Destination &&m, ChannelMaskType channelMask,
              SurfaceIndex surfIndex, SamplerIndex sampIndex,
              vector<float, 16> u);
template <typename Destination>
void sample16(Destination &&m, ChannelMaskType channelMask,
              SurfaceIndex surfIndex, SamplerIndex sampIndex,
              vector<float, 16> u, vector<float, 16> v);
template <typename Destination>
void sample16(Destination &&m, ChannelMaskType channelMask,
              SurfaceIndex surfIndex, SamplerIndex sampIndex,
              vector<float, 16> u, vector<float, 16> v, vector<float, 16> r);

template <typename Destination, typename NullMask>
void sample16(Destination &&m, NullMask &&nullmask, ChannelMaskType channelMask,
              SurfaceIndex surfIndex, SamplerIndex sampIndex,
              vector<float, 16> u);
template <typename Destination, typename NullMask>
void sample16(Destination &&m, NullMask &&nullmask, ChannelMaskType channelMask,
              SurfaceIndex surfIndex, SamplerIndex sampIndex,
              vector<float, 16> u, vector<float, 16> v);
template <typename Destination, typename NullMask>
void sample16(Destination &&m, NullMask &&nullmask, ChannelMaskType channelMask,
              SurfaceIndex surfIndex, SamplerIndex sampIndex,
              vector<float, 16> u, vector<float, 16> v, vector<float, 16> r);

/* Unnormalized integer coordinates, no sampler state (load_lz); the null
 * mask as for sample16. */
template <typename Destination>
void load16(Destination &&m, ChannelMaskType channelMask,
            SurfaceIndex surfIndex, vector<uint, 16> u);
template <typename Destination>
void load16(Destination &&m, ChannelMaskType channelMask,
            SurfaceIndex surfIndex, vector<uint, 16> u, vector<uint, 16> v);
template <typename Destination>
void load16(Destination &&m, ChannelMaskType channelMask,
            SurfaceIndex surfIndex, vector<uint, 16> u, vector<uint, 16> v,
            vector<uint, 16> r);

template <typename Destination, typename NullMask>
void load16(Destination &&m, NullMask &&nullmask, ChannelMaskType channelMask,
            SurfaceIndex surfIndex, vector<uint, 16> u);
template <typename Destination, typename NullMask>
void load16(Destination &&m, NullMask &&nullmask, ChannelMaskType channelMask,
            SurfaceIndex surfIndex, vector<uint, 16> u, vector<uint, 16> v);
template <typename Destination, typename NullMask>
void load16(Destination &&m, NullMask &&nullmask, ChannelMaskType channelMask,
            SurfaceIndex surfIndex, vector<uint, 16> u, vector<uint, 16> v,
            vector<uint, 16> r);

/* 32 pixels from (u, v) stepping by (deltaU, deltaV): ushort data. */
template <typename Destination>
void sample32(Destination &&m, ChannelMaskType channelMask,
              SurfaceIndex surfIndex, SamplerIndex sampIndex, float u,
              float v, float deltaU, float deltaV,
              OutputFormatControl ofc = CM_16_FULL);

/* ---- The media sampler's AVS and video analytics (VA) ----------------
 * Intel's cm_common.h values, on every platform (plain constants); the
 * functions below are declared on every platform too.  cm_avs_sampler
 * (vISA AVS) and the cm_va_* functions (vISA VA and VA_SKL_PLUS) are
 * compiled for SKL and ICLLP (CM_HAS_VA, CM_HAS_VA_PLUS) and are errors
 * elsewhere; the video analytics and AVS's 8x4 and 4x4 modes exist only
 * in the binary .isa, not in vISA text (doc/manual.md, "samplers"). */

/* cm_avs_sampler's pixel block. */
enum class AVSExecMode {
    _CM_AVS_16x4 = 0,
    _CM_AVS_8x4 = 1,
    _CM_AVS_16x8 = 2,
    _CM_AVS_4x4 = 3
};
#define CM_AVS_16x4 AVSExecMode::_CM_AVS_16x4
#define CM_AVS_8x4 AVSExecMode::_CM_AVS_8x4
#define CM_AVS_16x8 AVSExecMode::_CM_AVS_16x8
#define CM_AVS_4x4 AVSExecMode::_CM_AVS_4x4

/* The convolutions' pixel block. */
enum class CONVExecMode {
    _CM_CONV_16x4 = 0,
    _CM_CONV_16x1 = 2,
    _CM_CONV_1x1 = 3
};
#define CM_CONV_16x4 CONVExecMode::_CM_CONV_16x4
#define CM_CONV_16x1 CONVExecMode::_CM_CONV_16x1
#define CM_CONV_1x1 CONVExecMode::_CM_CONV_1x1

/* Erode's and dilate's pixel block. */
enum class EDExecMode {
    _CM_ED_64x4 = 0,
    _CM_ED_32x4 = 1,
    _CM_ED_64x1 = 2,
    _CM_ED_32x1 = 3
};
#define CM_ED_64x4 EDExecMode::_CM_ED_64x4
#define CM_ED_32x4 EDExecMode::_CM_ED_32x4
#define CM_ED_64x1 EDExecMode::_CM_ED_64x1
#define CM_ED_32x1 EDExecMode::_CM_ED_32x1

/* The min-max filter's pixel block. */
enum class MMFExecMode {
    _CM_MMF_16x4 = 0,
    _CM_MMF_16x1 = 2,
    _CM_MMF_1x1 = 3
};
#define CM_MMF_16x4 MMFExecMode::_CM_MMF_16x4
#define CM_MMF_16x1 MMFExecMode::_CM_MMF_16x1
#define CM_MMF_1x1 MMFExecMode::_CM_MMF_1x1

/* Which of the minimum and the maximum the min-max functions return. */
enum class MMFEnableMode {
    _CM_MINMAX_ENABLE = 0,
    _CM_MAX_ENABLE = 1,
    _CM_MIN_ENABLE = 2
};
#define CM_MINMAX_ENABLE MMFEnableMode::_CM_MINMAX_ENABLE
#define CM_MAX_ENABLE MMFEnableMode::_CM_MAX_ENABLE
#define CM_MIN_ENABLE MMFEnableMode::_CM_MIN_ENABLE

/* Local binary pattern creation: 3x3, 5x5 or both. */
enum class LBPCreationExecMode {
    _CM_LBP_CREATION_5x5 = 2,
    _CM_LBP_CREATION_3x3 = 1,
    _CM_LBP_CREATION_BOTH = 0
};
#define CM_LBP_CREATION_5x5 LBPCreationExecMode::_CM_LBP_CREATION_5x5
#define CM_LBP_CREATION_3x3 LBPCreationExecMode::_CM_LBP_CREATION_3x3
#define CM_LBP_CREATION_BOTH LBPCreationExecMode::_CM_LBP_CREATION_BOTH

/* The pixel format the _hdc forms write to their output surface. */
enum class CM_FORMAT_SIZE {
    _CM_HDC_FORMAT_16S = 0,
    _CM_HDC_FORMAT_8U = 1
};
#define CM_HDC_FORMAT_16S CM_FORMAT_SIZE::_CM_HDC_FORMAT_16S
#define CM_HDC_FORMAT_8U CM_FORMAT_SIZE::_CM_HDC_FORMAT_8U

/* Adaptive video scaling of a 16x4 (or 16x8) block of pixels from (u, v)
 * stepping by (deltaU, deltaV), deltaU changing by u2d per pixel in X
 * and deltaV by v2d per pixel in Y; the sampler's 8x8 state (set up by
 * the host) holds the filter.  m (a vector or matrix, or a reference to
 * one) receives the enabled channels' pixels, 16 or 8 bits each (the
 * output format), one channel after another; it must hold what the
 * message returns.  Every argument after v2d's must be a constant but
 * groupID and verticalBlockNumber. */
template <typename Destination>
void cm_avs_sampler(Destination &&m, ChannelMaskType channelMask,
                    SurfaceIndex surfIndex, SamplerIndex samplerIndex,
                    float u, float v, float deltaU, float deltaV, float u2d,
                    int groupID = -1, int verticalBlockNumber = -1,
                    OutputFormatControl outControl = CM_16_FULL,
                    float v2d = 0, AVSExecMode execMode = CM_AVS_16x4,
                    bool IEFBypass = false);

/* The video analytics functions, with Intel's parameters. */
template <typename Destination>
void cm_va_2d_convolve(Destination &&m, SurfaceIndex surfIndex,
                       SamplerIndex sampIndex, float u, float v,
                       CONVExecMode execMode = CM_CONV_16x4,
                       bool big_kernel = false);
template <typename Destination>
void cm_va_erode(Destination &&vect, SurfaceIndex surfIndex,
                 SamplerIndex sampIndex, float u, float v,
                 EDExecMode execMode = CM_ED_64x4);
template <typename Destination>
void cm_va_dilate(Destination &&vect, SurfaceIndex surfIndex,
                  SamplerIndex sampIndex, float u, float v,
                  EDExecMode execMode = CM_ED_64x4);
template <typename Destination>
void cm_va_min_max(Destination &&vect, SurfaceIndex surfIndex, float u,
                   float v, MMFEnableMode mmfMode = CM_MINMAX_ENABLE);
template <typename Destination>
void cm_va_min_max_filter(Destination &&m, SurfaceIndex surfIndex,
                          SamplerIndex sampIndex, float u, float v,
                          OutputFormatControl cntrl,
                          MMFExecMode execMode = CM_MMF_16x4,
                          MMFEnableMode mmfMode = CM_MINMAX_ENABLE);
template <typename Destination>
void cm_va_boolean_centroid(Destination &&m, SurfaceIndex surfIndex, float u,
                            float v, uchar vSize, uchar hSize);
template <typename Destination>
void cm_va_centroid(Destination &&m, SurfaceIndex surfIndex, float u,
                    float v, uchar vSize);
template <typename Destination>
void cm_va_1d_convolution(Destination &&m, SurfaceIndex surfIndex,
                          SamplerIndex sampIndex, bool isHdirection, float u,
                          float v, CONVExecMode execMode = CM_CONV_16x4);
template <typename Destination>
void cm_va_1pixel_convolve(Destination &&m, SurfaceIndex surfIndex,
                           SamplerIndex sampIndex, float u, float v,
                           CONVExecMode execMode);
template <typename Destination, typename Offsets>
void cm_va_1pixel_convolve(Destination &&m, SurfaceIndex surfIndex,
                           SamplerIndex sampIndex, float u, float v,
                           CONVExecMode execMode, Offsets &&offsets);
template <typename Destination>
void cm_va_lbp_creation(Destination &&m, SurfaceIndex surfIndex, float u,
                        float v, LBPCreationExecMode execMode);
template <typename Destination>
void cm_va_lbp_correlation(Destination &&m, SurfaceIndex surfIndex, float u,
                           float v, short x_offset_disparity);
template <typename Destination>
void cm_va_correlation_search(Destination &&m, SurfaceIndex surfIndex,
                              float u, float v, float verticalOrigin,
                              float horizontalOrigin, uchar xDirectionSize,
                              uchar yDirectionSize,
                              uchar xDirectionSearchSize,
                              uchar yDirectionSearchSize);
template <typename Destination, typename HorizontalMask>
void cm_va_flood_fill(Destination &&v, bool Is8Connect,
                      HorizontalMask &&pixelMaskHDirection,
                      ushort pixelMaskVDirectionLeft,
                      ushort pixelMaskVDirectionRight, ushort loopCount);
void cm_va_2d_convolve_hdc(SurfaceIndex surfIndex, SamplerIndex sampIndex,
                           float u, float v, bool big_kernel,
                           CM_FORMAT_SIZE size, SurfaceIndex destIndex,
                           ushort x_offset, ushort y_offset);
void cm_va_erode_hdc(SurfaceIndex surfIndex, SamplerIndex sampIndex, float u,
                     float v, SurfaceIndex destIndex, ushort x_offset,
                     ushort y_offset);
void cm_va_dilate_hdc(SurfaceIndex surfIndex, SamplerIndex sampIndex, float u,
                      float v, SurfaceIndex destIndex, ushort x_offset,
                      ushort y_offset);
void cm_va_min_max_filter_hdc(SurfaceIndex surfIndex, SamplerIndex sampIndex,
                              float u, float v, MMFEnableMode mmfMode,
                              CM_FORMAT_SIZE size, SurfaceIndex destIndex,
                              ushort x_offset, ushort y_offset);
void cm_va_lbp_correlation_hdc(SurfaceIndex surfIndex, float u, float v,
                               short x_offset_disparity,
                               SurfaceIndex destIndex, ushort x_offset,
                               ushort y_offset);
void cm_va_lbp_creation_hdc(SurfaceIndex surfIndex, float u, float v,
                            LBPCreationExecMode execMode,
                            SurfaceIndex destIndex, ushort x_offset,
                            ushort y_offset);
template <typename Offsets>
void cm_va_1pixel_convolve_hdc(SurfaceIndex surfIndex, SamplerIndex sampIndex,
                               float u, float v, Offsets &&offsets,
                               CM_FORMAT_SIZE size, SurfaceIndex destIndex,
                               ushort x_offset, ushort y_offset);
void cm_va_1d_convolution_hdc(SurfaceIndex surfIndex, SamplerIndex sampIndex,
                              bool isHdirection, float u, float v,
                              CM_FORMAT_SIZE size, SurfaceIndex destIndex,
                              ushort x_offset, ushort y_offset);

#endif
