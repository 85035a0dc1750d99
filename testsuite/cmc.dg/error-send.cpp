// Raw sends that cannot be sent as written: one located error each, at
// the operand whose rule is broken (frontend/builtins/raw_send.c).
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s, uint x)
{
    vector<uint, 8> header = 0;
    vector<uint, 16> two = 0;
    vector<uint, 8> one;
    uint desc = cm_get_value(s) | 1 << 19 | 1 << 25;
    cm_send(0, header, 10, desc, 2); // { dg-error "'cm_send': sendc must be from 0 to 1, not 2" }
    cm_sends(0, header, two, 2 << 6 | 10, desc, 1); // { dg-error "'cm_sends': sendc with a second payload: cmc sends it as vISA RAW_SEND \\(this GenX_IR's text has raw_sendc, no raw_sendsc\\), which has one payload, no EOT and an immediate extended descriptor" }
    cm_raw_send(0, header, 0, x, desc, 4, 10, 1, 0, 0, 0, 1); // { dg-error "'cm_raw_send': sendc with an extended descriptor that is not a constant" }
    cm_raw_send(0, header, 0, 0, desc, 4, 10, 1, 0, 0, 1, 1); // { dg-error "'cm_raw_send': sendc with EOT" }
    cm_send(0, header, x, desc, 0); // { dg-error "'cm_send': the extended descriptor must be a compile-time constant" }
    cm_send(0, header, 10, 2 << 25, 0); // { dg-error "'cm_send': the descriptor's message length \\(bits 28:25\\) is 2, but the message sends 1 registers" }
    cm_send(one, header, 10, 1 << 25 | 2 << 20, 0); // { dg-error "'cm_send': the descriptor's response length \\(bits 24:20\\) is 2, but the message sends 1 registers" }
    cm_sends(0, header, two, 1 << 6 | 10, desc, 0); // { dg-error "'cm_sends': the extended descriptor's second payload length \\(bits 10:6\\) is 1, but the message sends 2 registers" }
    vector<uint, 136> big;
    cm_send(big, header, 10, desc, 0); // { dg-error "'cm_send': the response is 17 registers; a message takes at most 16" }
    cm_raw_send(one, header, 0, 0, desc, 4, 10, 2, 0, 1); // { dg-error "'cm_raw_send': the source 0 register count \\(2\\) is more than the payload has \\(1 registers\\)" }
    cm_raw_send(0, header, 0, 0, desc, 4, 10, 1, 0, 1); // { dg-error "'cm_raw_send': the response register count \\(1\\) is more than an absent response has \\(0 registers\\)" }
    cm_raw_send(0, header, 0, 0, desc, 16, 10, 1, 0, 0); // { dg-error "'cm_raw_send': the execution size code \\(vISA's Exec_size: 0..5 for 1..32 channels\\) must be from 0 to 5, not 16" }
    cm_raw_send(0, header, 0, 0, desc, 4, 10, x, 0, 0); // { dg-error "'cm_raw_send': the source 0 register count must be a compile-time constant" }
    cm_raw_send(0, header, 0, 0, desc, 4, 16, 1, 0, 0); // { dg-error "'cm_raw_send': the SFID must be from 0 to 15, not 16" }
    vector<ushort, 8> mask = 1;
    cm_raw_send(0, header, 0, 0, desc, 4, 10, 1, 0, 0, 0, 0, mask); // { dg-error "'cm_raw_send': the mask must be a vector of 16 elements, one per channel of the execution size" }
    cm_raw_send(0, header, 0, 0, desc, 4, 10, 1, 0, 0, 2); // { dg-error "'cm_raw_send': EOT must be from 0 to 1, not 2" }
    vector<uint, 8> h(header);
    SIMD_IF_BEGIN (h > 0) {
        cm_send(0, header, 10, desc, 0); // { dg-error "a raw send is not allowed inside SIMD control flow" }
    } SIMD_IF_END;
    write(s, 0, one);
}
