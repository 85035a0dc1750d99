// gateway-events.h - the kernel of the gateway-events*.cpp compile tests:
// a thread monitors an event, signals the next one, waits with a time-out
// and stops monitoring.  Where CM_HAS_GATEWAY_EVENT announces them it
// calls cm_gateway.h's functions; elsewhere it sends the same gateway
// messages itself, from SFID_GATEWAY and the SubFuncID of each.

/* The descriptor's sub-function field as the gateway decodes it: the
 * reserved encodings are Intel's too, and no message here may use them;
 * the barrier's is not sent by hand here, since the wait that must follow
 * it is cm_barrier's own (GenX_IR drops a lone `wait 0`). */
static_assert(SUBID_RSVD_1 == 0 && SUBID_RSVD_2 == 5 && SUBID_RSVD_3 == 7 &&
                  SUBID_GW_BARRIER == 4,
              "the gateway's sub-functions");

/* A gateway message: one payload register, `Response` response registers,
 * the header bit (19) set, the sub-function in the low bits. */
template <SubFuncID Function, int Response>
CM_INLINE void gateway(vector_ref<uint, 8> response, vector<uint, 8> payload)
{
    constexpr SFID_GW sfid = SFID_GATEWAY;
    constexpr uint descriptor =
        (uint)Function | 1u << 19 | (uint)Response << 20 | 1u << 25;
    if (Response)
        cm_send(response, payload, sfid, descriptor, 0u);
    else
        cm_send(0, payload, sfid, descriptor, 0u);
}

extern "C" _GENX_MAIN_ void events(SurfaceIndex out, uint id)
{
    vector<uint, 8> got = 0;
#ifdef CM_HAS_GATEWAY_EVENT
    monitor_event(id);
    signal_event(id + 1);
    got(0) = wait_event(100);
    monitor_no_event();
#else
    vector<uint, 8> payload = 0;
    payload(0) = id;
    gateway<SUBID_GW_MONITOR_EVENT, 0>(got, payload);
    payload(0) = id + 1;
    gateway<SUBID_GW_SIGNAL_EVENT, 0>(got, payload);
    payload = 0;
    payload.format<ushort>()(0) = 100;
    gateway<SUBID_GW_WAIT_EVENT, 1>(got, payload);
    payload = 0;
    gateway<SUBID_GW_MONITOR_NO_EVENT, 0>(got, payload);
#endif
    write(out, 0, got);
}
