; LLVM 14 out: an instruction whose operands are all constants stays an
; instruction (LLVM's .ll parser keeps what is written; clang-14 -O2
; leaves such chains) where it is not among the constants an import puts
; at the top of the entry block (GT_CONST_INST, 14 row); constant
; expressions (at the top) still fold.  19 folds them as mlir-translate's
; IRBuilder does.
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=V19
@s = constant [4 x i8] c"abc\00"
declare i32 @use(i64, i8*)

define i32 @f() {
  %1 = alloca i32, align 4
  %2 = add nsw i64 4, -273
  %3 = mul nsw i64 %2, 7
  %4 = call i32 @use(i64 %3, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @s, i64 0, i64 0))
  br label %5
5:
  %6 = sub i64 10, 3
  %7 = call i32 @use(i64 %6, i8* null)
  ret i32 %7
}
; CHECK: %1 = alloca i32, align 4
; CHECK-NEXT: %2 = add nsw i64 4, -273
; CHECK-NEXT: %3 = mul nsw i64 %2, 7
; CHECK-NEXT: %4 = call i32 @use(i64 %3, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @s, i64 0, i64 0))
; CHECK: %6 = sub i64 10, 3
; CHECK-NEXT: %7 = call i32 @use(i64 %6, i8* null)
; V19: %2 = call i32 @use(i64 -1883, ptr @s)
; V19: %4 = call i32 @use(i64 7, ptr null)
