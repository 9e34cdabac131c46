; Function attributes mlir-translate-19 imports as named attributes (and
; the parameter attributes it drops), checked against its output; the
; export gives back what mlir-translate-19 --mlir-to-llvmir does.
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | llvm-as | llvm-dis | FileCheck %s --check-prefix=LL

; CHECK: llvm.func @f1() attributes {frame_pointer = #llvm.framePointerKind<all>, no_inline, no_unwind, optimize_none, passthrough = {{\[\[}}"uwtable", "2"], ["no-trapping-math", "true"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+a", "+b"]>, tune_cpu = "generic", will_return} {
define void @f1() #0 { ret void }
; CHECK: llvm.func @f2() vscale_range(1, 16) attributes {always_inline, approx_func_fp_math = true, convergent, denormal_fp_math = "preserve-sign,preserve-sign", denormal_fp_math_f32 = "ieee,ieee", fp_contract = "fast", frame_pointer = #llvm.framePointerKind<none>, memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_infs_fp_math = true, no_nans_fp_math = false, no_signed_zeros_fp_math = true, passthrough = ["mustprogress", "nofree", "norecurse", "nosync", ["instrument-function-entry", "x"]], unsafe_fp_math = true} {
define void @f2() #1 { ret void }
; CHECK: llvm.func @f3() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">, passthrough = ["cold", "hot", "nocallback", "nomerge", "noreturn", ["less-precise-fpmad", "false"], ["min-legal-vector-width", "0"], "no_caller_saved_registers", ["probe-stack", "inline-asm"], ["stack-probe-size", "4096"], "use-sample-profile"]} {
define void @f3() #2 { ret void }
; CHECK: llvm.func @f4() attributes {no_unwind, target_features = #llvm.target_features<["+x"]>}
declare void @f4() #3
; CHECK: llvm.func @f5(%arg0: !llvm.ptr {llvm.sret = i32}, %arg1: !llvm.ptr {llvm.nocapture, llvm.readonly}, %arg2: i32) {
define void @f5(ptr dead_on_unwind writable sret(i32) %p, ptr nocapture readonly %q, i32 range(i32 0, 5) %r) { ret void }
; CHECK-NEXT: llvm.return
; CHECK-NEXT: }
; CHECK-NEXT: }
; CHECK-NOT: {{.}}

attributes #0 = { noinline nounwind optnone uwtable willreturn "frame-pointer"="all" "no-trapping-math"="true" "target-cpu"="x86-64" "target-features"="+a,+b" "tune-cpu"="generic" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nosync memory(none) vscale_range(1,16) "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign,preserve-sign" "denormal-fp-math-f32"="ieee,ieee" "fp-contract"="fast" "frame-pointer"="none" "instrument-function-entry"="x" "no-infs-fp-math"="true" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="true" "unsafe-fp-math"="true" }
attributes #2 = { cold hot nocallback nomerge noreturn "frame-pointer"="non-leaf" "less-precise-fpmad"="false" "min-legal-vector-width"="0" "no_caller_saved_registers" "probe-stack"="inline-asm" "stack-probe-size"="4096" "use-sample-profile" }
attributes #3 = { nounwind "target-features"="+x" }

; WARN: warning: dropped what MLIR's LLVM dialect does not model here: parameter attribute 'dead_on_unwind', parameter attribute 'writable', parameter attribute 'range'
; LL: attributes #0 = { noinline nounwind optnone willreturn uwtable "frame-pointer"="all" "no-trapping-math"="true" "target-cpu"="x86-64" "target-features"="+a,+b" "tune-cpu"="generic" }
; LL: attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nosync memory(none) vscale_range(1,16) "approx-func-fp-math"="true" "denormal-fp-math"="preserve-sign,preserve-sign" "denormal-fp-math-f32"="ieee,ieee" "fp-contract"="fast" "frame-pointer"="none" "instrument-function-entry"="x" "no-infs-fp-math"="true" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="true" "unsafe-fp-math"="true" }
; LL: attributes #2 = { cold hot nocallback nomerge noreturn "frame-pointer"="non-leaf" "less-precise-fpmad"="false" "min-legal-vector-width"="0" "no_caller_saved_registers" "probe-stack"="inline-asm" "stack-probe-size"="4096" "use-sample-profile" }
; LL: attributes #3 = { nounwind }
