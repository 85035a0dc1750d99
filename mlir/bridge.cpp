// bridge.cpp - see bridge.h: MLIR's C++ API for what its C API lacks.
#include "mlir/bridge.h"
#include "genxir/genxir.h"

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMIRToLLVMTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Import.h"

namespace {

const char genx_prefix[] = "llvm.genx.";
// What LLVM IR's GenX intrinsics are called while MLIR's importer, which
// rejects intrinsics LLVM does not know, reads the module.
const char hidden_prefix[] = "cmc_hidden_intrinsic.genx.";

char *copy_string(const std::string &text)
{
    char *copy = static_cast<char *>(std::malloc(text.size() + 1));
    if (copy)
        std::memcpy(copy, text.c_str(), text.size() + 1);
    return copy;
}

// The declaration of `name` with `type` in `module`, made if missing.
mlir::LLVM::LLVMFuncOp declare_function(mlir::ModuleOp module,
                                        llvm::StringRef name,
                                        mlir::LLVM::LLVMFunctionType type)
{
    if (auto existing = module.lookupSymbol<mlir::LLVM::LLVMFuncOp>(name))
        return existing;
    mlir::OpBuilder builder(module.getBodyRegion());
    return builder.create<mlir::LLVM::LLVMFuncOp>(module.getLoc(), name, type);
}

// One genx.kernels entry, as read from LLVM IR.
struct kernel_entry {
    std::string function, name, slm;
    unsigned named_barriers = 0; // cm_nbarrier_init's count
    std::vector<unsigned> kinds, io;
    std::vector<std::string> descriptors;
};

unsigned integer_operand(const llvm::MDNode *list, unsigned i)
{
    if (auto *value = llvm::mdconst::dyn_extract<llvm::ConstantInt>(
            list->getOperand(i)))
        return static_cast<unsigned>(value->getZExtValue());
    return 0;
}

std::vector<kernel_entry> read_kernels(const llvm::Module &module)
{
    std::vector<kernel_entry> kernels;
    const llvm::NamedMDNode *named = module.getNamedMetadata("genx.kernels");
    if (!named)
        return kernels;
    for (const llvm::MDNode *node : named->operands()) {
        if (node->getNumOperands() < 7)
            continue;
        auto *function =
            llvm::mdconst::dyn_extract<llvm::Function>(node->getOperand(0));
        auto *name = llvm::dyn_cast<llvm::MDString>(node->getOperand(1));
        auto *kinds = llvm::dyn_cast<llvm::MDNode>(node->getOperand(2));
        auto *io = llvm::dyn_cast<llvm::MDNode>(node->getOperand(5));
        auto *descriptors = llvm::dyn_cast<llvm::MDNode>(node->getOperand(6));
        if (!function || !name || !kinds || !io || !descriptors)
            continue;
        kernel_entry entry;
        entry.function = function->getName().str();
        entry.name = name->getString().str();
        if (auto *slm = llvm::mdconst::dyn_extract<llvm::ConstantInt>(
                node->getOperand(3)))
            entry.slm = std::to_string(slm->getZExtValue());
        if (node->getNumOperands() > 7)
            entry.named_barriers = integer_operand(node, 7);
        for (unsigned i = 0; i < kinds->getNumOperands(); i++)
            entry.kinds.push_back(integer_operand(kinds, i));
        for (unsigned i = 0; i < io->getNumOperands(); i++)
            entry.io.push_back(integer_operand(io, i));
        for (unsigned i = 0; i < descriptors->getNumOperands(); i++) {
            auto *text = llvm::dyn_cast<llvm::MDString>(descriptors->getOperand(i));
            entry.descriptors.push_back(text ? text->getString().str() : "");
        }
        kernels.push_back(entry);
    }
    return kernels;
}

const char *kind_name(unsigned kind)
{
    return kind == 1 ? "sampler" : kind == 2 ? "surface" : "general";
}

const char *io_name(unsigned io)
{
    return io == 1 ? "input" : io == 2 ? "output" : io == 3 ? "input_output" : "";
}

void mark_kernel(mlir::ModuleOp module, const kernel_entry &kernel)
{
    auto function =
        module.lookupSymbol<mlir::LLVM::LLVMFuncOp>(kernel.function);
    if (!function)
        return;
    mlir::Builder builder(module.getContext());
    if (kernel.name == kernel.function)
        function->setAttr("cmc.kernel", builder.getUnitAttr());
    else
        function->setAttr("cmc.kernel", builder.getStringAttr(kernel.name));
    if (!kernel.slm.empty() && kernel.slm != "0")
        function->setAttr("cmc.slm_bytes",
                          builder.getI32IntegerAttr(std::stoi(kernel.slm)));
    if (kernel.named_barriers > 0)
        function->setAttr("cmc.named_barriers",
                          builder.getI32IntegerAttr(
                              static_cast<int32_t>(kernel.named_barriers)));
    unsigned count = function.getNumArguments();
    for (unsigned i = 0; i < count; i++) {
        if (i < kernel.kinds.size())
            function.setArgAttr(i, "cmc.kind",
                                builder.getStringAttr(kind_name(kernel.kinds[i])));
        if (i < kernel.descriptors.size() && !kernel.descriptors[i].empty())
            function.setArgAttr(i, "cmc.descriptor",
                                builder.getStringAttr(kernel.descriptors[i]));
        if (i < kernel.io.size() && *io_name(kernel.io[i]))
            function.setArgAttr(i, "cmc.io",
                                builder.getStringAttr(io_name(kernel.io[i])));
    }
}

// cmc's frontend marks a loop it asks to unroll fully with its own
// "cmc.unroll.full" beside LLVM's "llvm.loop.unroll.full" (the optimiser
// warns at a marked loop that stayed rolled).  MLIR's loop annotations
// know only LLVM's hints and drop a loop's whole metadata when one is
// foreign, so the mark is taken off for the import and put back after
// the translation.
const char unroll_mark[] = "cmc.unroll.full";
const char optimised_mark[] = GENX_OPTIMISED_MARK;

bool is_hint(const llvm::MDOperand &operand, llvm::StringRef name)
{
    auto *node = llvm::dyn_cast_or_null<llvm::MDNode>(operand.get());
    if (!node || node->getNumOperands() < 1)
        return false;
    auto *text = llvm::dyn_cast_or_null<llvm::MDString>(node->getOperand(0).get());
    return text && text->getString() == name;
}

// Each loop's metadata rebuilt: without the mark (adding false) or, where
// it asks for full unrolling, with it (adding true).
void rewrite_unroll_marks(llvm::Module &module, bool adding)
{
    llvm::LLVMContext &context = module.getContext();
    for (llvm::Function &function : module)
        for (llvm::Instruction &instruction : llvm::instructions(function)) {
            llvm::MDNode *loop =
                instruction.getMetadata(llvm::LLVMContext::MD_loop);
            if (!loop || loop->getNumOperands() < 1)
                continue;
            bool full = false, marked = false;
            std::vector<llvm::Metadata *> operands{nullptr};
            for (unsigned i = 1; i < loop->getNumOperands(); i++) {
                const llvm::MDOperand &operand = loop->getOperand(i);
                full = full || is_hint(operand, "llvm.loop.unroll.full");
                if (is_hint(operand, unroll_mark)) {
                    marked = true;
                    continue;
                }
                operands.push_back(operand.get());
            }
            if (adding ? (!full || marked) : !marked)
                continue;
            if (adding)
                operands.push_back(llvm::MDNode::get(
                    context, {llvm::MDString::get(context, unroll_mark)}));
            llvm::MDNode *rebuilt = llvm::MDNode::getDistinct(context, operands);
            rebuilt->replaceOperandWith(0, rebuilt);
            instruction.setMetadata(llvm::LLVMContext::MD_loop, rebuilt);
        }
}

// MLIR 19's import from LLVM IR cannot translate a call of inline
// assembly (it has no value for an llvm::InlineAsm callee), though the
// LLVM dialect has llvm.inline_asm and its translation back makes the same
// call.  So each such call is made a call of a declared stand-in function
// for the import, and the llvm.call of the stand-in then becomes the
// llvm.inline_asm it stood for.
const char asm_prefix[] = "cmc_hidden_inline_asm.";

struct inline_asm {
    std::string text, constraints;
    bool side_effects, align_stack, intel_dialect;
};

std::vector<inline_asm> hide_inline_asm(llvm::Module &module)
{
    std::vector<inline_asm> hidden;
    std::vector<llvm::CallInst *> calls;
    for (llvm::Function &function : module)
        for (llvm::Instruction &instruction : llvm::instructions(function))
            if (auto *call = llvm::dyn_cast<llvm::CallInst>(&instruction))
                if (call->isInlineAsm())
                    calls.push_back(call);
    for (llvm::CallInst *call : calls) {
        auto *assembly = llvm::cast<llvm::InlineAsm>(call->getCalledOperand());
        hidden.push_back({assembly->getAsmString(),
                          assembly->getConstraintString(),
                          assembly->hasSideEffects(),
                          assembly->isAlignStack(),
                          assembly->getDialect() == llvm::InlineAsm::AD_Intel});
        llvm::FunctionCallee stand_in = module.getOrInsertFunction(
            asm_prefix + std::to_string(hidden.size() - 1),
            call->getFunctionType());
        call->setCalledFunction(stand_in);
    }
    return hidden;
}

// Each llvm.call of a stand-in made the llvm.inline_asm it stands for,
// and the stand-ins' declarations deleted.
void restore_inline_asm(mlir::ModuleOp module,
                        const std::vector<inline_asm> &hidden)
{
    std::vector<mlir::LLVM::CallOp> calls;
    module.walk([&](mlir::LLVM::CallOp call) {
        auto callee = call.getCallee();
        if (callee && callee->starts_with(asm_prefix))
            calls.push_back(call);
    });
    for (mlir::LLVM::CallOp call : calls) {
        size_t index = std::strtoul(
            call.getCallee()->drop_front(sizeof asm_prefix - 1).str().c_str(),
            nullptr, 10);
        if (index >= hidden.size())
            continue;
        const inline_asm &assembly = hidden[index];
        mlir::OpBuilder builder(call);
        auto dialect = mlir::LLVM::AsmDialectAttr::get(
            module.getContext(), assembly.intel_dialect
                                     ? mlir::LLVM::AsmDialect::AD_Intel
                                     : mlir::LLVM::AsmDialect::AD_ATT);
        auto replacement = builder.create<mlir::LLVM::InlineAsmOp>(
            call.getLoc(), call->getResultTypes(), call.getOperands(),
            assembly.text, assembly.constraints, assembly.side_effects,
            assembly.align_stack, dialect, mlir::ArrayAttr());
        call->replaceAllUsesWith(replacement);
        call->erase();
    }
    std::vector<mlir::LLVM::LLVMFuncOp> stand_ins;
    module.walk([&](mlir::LLVM::LLVMFuncOp function) {
        if (function.getSymName().starts_with(asm_prefix))
            stand_ins.push_back(function);
    });
    for (mlir::LLVM::LLVMFuncOp function : stand_ins)
        function->erase();
}

} // namespace

extern "C" void cmc_mlir_mark_full_unrolls(LLVMModuleRef module)
{
    rewrite_unroll_marks(*llvm::unwrap(module), true);
}

namespace {
} // namespace

extern "C" MlirContext cmc_mlir_context_create(void)
{
    mlir::DialectRegistry registry;
    registry.insert<mlir::DLTIDialect, mlir::LLVM::LLVMDialect>();
    mlir::registerBuiltinDialectTranslation(registry);
    mlir::registerLLVMDialectTranslation(registry);
    // One compile is one thread (cmc -j runs several): no thread pool.
    auto *context = new mlir::MLIRContext(
        registry, mlir::MLIRContext::Threading::DISABLED);
    context->loadDialect<mlir::DLTIDialect, mlir::LLVM::LLVMDialect>();
    return wrap(context);
}

extern "C" void cmc_mlir_lower_genx_call_intrinsics(MlirOperation operation)
{
    auto module = llvm::dyn_cast<mlir::ModuleOp>(unwrap(operation));
    if (!module)
        return;
    std::vector<mlir::LLVM::CallIntrinsicOp> calls;
    module.walk([&](mlir::LLVM::CallIntrinsicOp call) {
        if (call.getIntrin().starts_with(genx_prefix))
            calls.push_back(call);
    });
    for (mlir::LLVM::CallIntrinsicOp call : calls) {
        mlir::Type result =
            call->getNumResults() == 1
                ? call->getResult(0).getType()
                : mlir::LLVM::LLVMVoidType::get(module.getContext());
        std::vector<mlir::Type> arguments;
        for (mlir::Value argument : call.getArgs())
            arguments.push_back(argument.getType());
        auto type = mlir::LLVM::LLVMFunctionType::get(result, arguments);
        mlir::LLVM::LLVMFuncOp callee =
            declare_function(module, call.getIntrin(), type);
        mlir::OpBuilder builder(call);
        auto replacement = builder.create<mlir::LLVM::CallOp>(
            call.getLoc(), callee, call.getArgs());
        call->replaceAllUsesWith(replacement);
        call->erase();
    }
}

extern "C" char *cmc_mlir_import_llvm_ir(LLVMModuleRef module_ref,
                                         char **error)
{
    *error = nullptr;
    llvm::Module *original = llvm::unwrap(module_ref);
    std::vector<kernel_entry> kernels = read_kernels(*original);
    std::unique_ptr<llvm::Module> copy = llvm::CloneModule(*original);
    rewrite_unroll_marks(*copy, false);
    std::vector<inline_asm> assembly = hide_inline_asm(*copy);
    for (llvm::Function &function : *copy) {
        llvm::StringRef name = function.getName();
        if (name.starts_with(genx_prefix))
            function.setName(hidden_prefix +
                             name.drop_front(sizeof genx_prefix - 1).str());
    }

    mlir::DialectRegistry registry;
    registry.insert<mlir::DLTIDialect, mlir::LLVM::LLVMDialect>();
    mlir::registerLLVMDialectImport(registry);
    mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
    std::string diagnostics;
    context.getDiagEngine().registerHandler([&](mlir::Diagnostic &diagnostic) {
        if (diagnostic.getSeverity() == mlir::DiagnosticSeverity::Error)
            diagnostics += diagnostic.str() + "\n";
        return mlir::success();
    });
    mlir::OwningOpRef<mlir::ModuleOp> imported =
        mlir::translateLLVMIRToModule(std::move(copy), &context,
                                      /*emitExpensiveWarnings=*/false);
    if (!imported) {
        *error = copy_string(diagnostics.empty()
                                 ? "MLIR cannot import this LLVM IR"
                                 : diagnostics);
        return nullptr;
    }
    mlir::ModuleOp module = *imported;
    std::vector<mlir::LLVM::LLVMFuncOp> hidden;
    module.walk([&](mlir::LLVM::LLVMFuncOp function) {
        if (function.getSymName().starts_with(hidden_prefix))
            hidden.push_back(function);
    });
    for (mlir::LLVM::LLVMFuncOp function : hidden) {
        std::string name =
            genx_prefix +
            function.getSymName().drop_front(sizeof hidden_prefix - 1).str();
        auto symbol = mlir::StringAttr::get(&context, name);
        if (mlir::failed(mlir::SymbolTable::replaceAllSymbolUses(
                function, symbol, module))) {
            *error = copy_string("cannot rename " + name);
            return nullptr;
        }
        mlir::SymbolTable::setSymbolName(function, symbol);
    }
    restore_inline_asm(module, assembly);
    for (const kernel_entry &kernel : kernels)
        mark_kernel(module, kernel);
    // A module cmc's optimiser has been through says so (genxir.h's
    // GENX_OPTIMISED_MARK), so that its import does not optimise it again.
    if (original->getNamedMetadata(optimised_mark))
        module->setAttr(optimised_mark, mlir::UnitAttr::get(&context));
    // cmc's modules leave the data layout to LLVM's default; the importer
    // spells that default out, which says nothing and hides the kernel.
    if (original->getDataLayoutStr().empty())
        module->removeAttr(mlir::DLTIDialect::kDataLayoutAttrName);

    std::string text;
    llvm::raw_string_ostream stream(text);
    module->print(stream);
    stream.flush();
    return copy_string(text);
}
