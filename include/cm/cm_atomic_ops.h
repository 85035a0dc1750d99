/* cm/cm_atomic_ops.h - the atomic operations of CM's atomic builtins.
 *
 * Included by the headers whose builtins take an operation (cm_svm.h,
 * and the dataport and SLM atomics).  The values are the hardware's
 * (vISA's) operation codes, as in Intel's CM headers. */
#ifndef CM_CM_ATOMIC_OPS_H
#define CM_CM_ATOMIC_OPS_H

enum class CmAtomicOpType {
    _ATOMIC_ADD = 0x0,
    _ATOMIC_SUB = 0x1,
    _ATOMIC_INC = 0x2,
    _ATOMIC_DEC = 0x3,
    _ATOMIC_MIN = 0x4,
    _ATOMIC_MAX = 0x5,
    _ATOMIC_XCHG = 0x6,
    _ATOMIC_CMPXCHG = 0x7,
    _ATOMIC_AND = 0x8,
    _ATOMIC_OR = 0x9,
    _ATOMIC_XOR = 0xa,
    _ATOMIC_MINSINT = 0xb,
    _ATOMIC_MAXSINT = 0xc,
    _ATOMIC_FMAX = 0x10,
    _ATOMIC_FMIN = 0x11,
    _ATOMIC_FCMPWR = 0x12,
    _ATOMIC_FADD = 0x13, /* XeHP_SDV on; not for SVM atomics */
    _ATOMIC_FSUB = 0x14,
    _ATOMIC_PREDEC = 0xff
};

#define ATOMIC_ADD CmAtomicOpType::_ATOMIC_ADD
#define ATOMIC_SUB CmAtomicOpType::_ATOMIC_SUB
#define ATOMIC_INC CmAtomicOpType::_ATOMIC_INC
#define ATOMIC_DEC CmAtomicOpType::_ATOMIC_DEC
#define ATOMIC_MIN CmAtomicOpType::_ATOMIC_MIN
#define ATOMIC_MAX CmAtomicOpType::_ATOMIC_MAX
#define ATOMIC_XCHG CmAtomicOpType::_ATOMIC_XCHG
#define ATOMIC_CMPXCHG CmAtomicOpType::_ATOMIC_CMPXCHG
#define ATOMIC_AND CmAtomicOpType::_ATOMIC_AND
#define ATOMIC_OR CmAtomicOpType::_ATOMIC_OR
#define ATOMIC_XOR CmAtomicOpType::_ATOMIC_XOR
#define ATOMIC_MINSINT CmAtomicOpType::_ATOMIC_MINSINT
#define ATOMIC_MAXSINT CmAtomicOpType::_ATOMIC_MAXSINT
#define ATOMIC_FMAX CmAtomicOpType::_ATOMIC_FMAX
#define ATOMIC_FMIN CmAtomicOpType::_ATOMIC_FMIN
#define ATOMIC_FCMPWR CmAtomicOpType::_ATOMIC_FCMPWR
#define ATOMIC_FADD CmAtomicOpType::_ATOMIC_FADD
#define ATOMIC_FSUB CmAtomicOpType::_ATOMIC_FSUB
#define ATOMIC_PREDEC CmAtomicOpType::_ATOMIC_PREDEC

#endif
