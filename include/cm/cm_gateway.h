/* cm/cm_gateway.h - the message gateway's thread events (Intel's
 * cm_gateway.h): the shared function id and sub-function constants, and
 * signal_event, monitor_event, monitor_no_event and wait_event, ordinary
 * CM over cm_send (cm_send.h) as in Intel's headers: a one-register
 * payload (dword 0 the event id, or word 0 the wait's timeout) sent to
 * SFID 3 with the sub-function in the descriptor's low bits and the
 * header bit set; wait_event returns dword 0 of its one-register
 * response.  Intel's headers have them for ICL (CM_GENX 1150) and later
 * and make them static errors before; cmc does the same.
 *
 * cmrun cannot run these messages (it runs a group's threads one at a
 * time, so a thread waiting for another's event has no faithful meaning
 * there): it stops with a fault naming the message.  cm_wait and
 * cm_signal keep cm_threads.h's meaning.
 *
 * Included by cm.h. */
#ifndef CM_CM_GATEWAY_H
#define CM_CM_GATEWAY_H

typedef enum _SFID_GW { SFID_GATEWAY = 0x03 } SFID_GW;

typedef enum _SubFuncID {
    SUBID_RSVD_1 = 0x0,
    SUBID_GW_SIGNAL_EVENT = 0x01,
    SUBID_GW_MONITOR_EVENT = 0x02,
    SUBID_GW_MONITOR_NO_EVENT = 0x03,
    SUBID_GW_BARRIER = 0x04,
    SUBID_RSVD_2 = 0x05,
    SUBID_GW_WAIT_EVENT = 0x06,
    SUBID_RSVD_3 = 0x07
} SubFuncID;

#if CM_GENX < 1150

#define signal_event(...)                                                     \
    CM_STATIC_ERROR(0, "signal_event is only supported for ICL+. Ensure "     \
                       "compile flags reflect this.")
#define monitor_event(...)                                                    \
    CM_STATIC_ERROR(0, "monitor_event is only supported for ICL+. Ensure "    \
                       "compile flags reflect this.")
#define monitor_no_event(...)                                                 \
    CM_STATIC_ERROR(0, "monitor_no_event is only supported for ICL+. "        \
                       "Ensure compile flags reflect this.")
#define wait_event(...)                                                       \
    CM_STATIC_ERROR(0, "wait_event is only supported for ICL+. Ensure "       \
                       "compile flags reflect this.")

#else

namespace cm_detail {
/* The descriptor of a gateway sub-function: header present, one payload
 * register, `response` response registers. */
CM_INLINE uint gateway_descriptor(SubFuncID function, uint response)
{
    return (uint)function | 1u << 19 | response << 20 | 1u << 25;
}
} // namespace cm_detail

/* Signals event `event_id` (its low 24 bits) to the threads monitoring
 * it. */
CM_INLINE void signal_event(unsigned int event_id)
{
    vector<uint, 8> payload = 0;
    payload(0) = event_id;
    cm_send(0, payload, SFID_GATEWAY,
            cm_detail::gateway_descriptor(SUBID_GW_SIGNAL_EVENT, 0), 0u);
}

/* Makes this thread monitor event `event_id` (its low 24 bits). */
CM_INLINE void monitor_event(unsigned int event_id)
{
    vector<uint, 8> payload = 0;
    payload(0) = event_id;
    cm_send(0, payload, SFID_GATEWAY,
            cm_detail::gateway_descriptor(SUBID_GW_MONITOR_EVENT, 0), 0u);
}

/* Stops monitoring events. */
CM_INLINE void monitor_no_event(void)
{
    vector<uint, 8> payload = 0;
    cm_send(0, payload, SFID_GATEWAY,
            cm_detail::gateway_descriptor(SUBID_GW_MONITOR_NO_EVENT, 0), 0u);
}

/* Waits for the monitored event, at most `timer_value` (its low 10 bits;
 * 0: no time-out); returns the response's dword 0. */
CM_INLINE unsigned int wait_event(unsigned short timer_value)
{
    vector<uint, 8> payload = 0;
    vector<uint, 8> response = 0;
    payload.format<unsigned short>()(0) = timer_value;
    cm_send(response, payload, SFID_GATEWAY,
            cm_detail::gateway_descriptor(SUBID_GW_WAIT_EVENT, 1), 0u);
    return response(0);
}

#endif

#endif
