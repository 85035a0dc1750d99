/* cm/cm_sampler.h - sampler builtins (CM specification 4.7), for cmc.
 *
 * Included by cm.h.  sample16 and load16 read 16 pixels at per-pixel
 * coordinates (the 3D sampler's sample and load_lz messages); sample32
 * reads 32 pixels of 16-bit UNORM data from a start and a step (the media
 * sampler's SAMPLE_UNORM).  The destination is a vector or matrix (or a
 * reference to one) of 16 (sample16/load16) or 32 (sample32) elements
 * per enabled channel, channels in R, G, B, A order.  The frontend lowers
 * them to llvm.genx.3d.sample / 3d.load / sample.unorm
 * (frontend/builtins_sampler.c). */
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

/* Normalized coordinates u, v, r of 16 pixels (v and r 0 when left
 * out); float, int or uint data. */
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

/* Unnormalized integer coordinates, no sampler state (load_lz). */
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

/* 32 pixels from (u, v) stepping by (deltaU, deltaV): ushort data. */
template <typename Destination>
void sample32(Destination &&m, ChannelMaskType channelMask,
              SurfaceIndex surfIndex, SamplerIndex sampIndex, float u,
              float v, float deltaU, float deltaV,
              OutputFormatControl ofc = CM_16_FULL);

#endif
