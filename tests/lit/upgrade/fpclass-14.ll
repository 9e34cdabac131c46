; RUN: %xlate --llvm-version=14 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
; RUN: %xlate --llvm-version=14 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck --check-prefix=V19 %s
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck --check-prefix=V22 %s
; llvm.is.fpclass (LLVM 16) for LLVM 14, which has no such intrinsic: a
; mask that is one fcmp of x (or of x - x) with 0 or an infinity is that
; fcmp; any other is a test of x's bits as an integer b, in which the ten
; classes (each NaN kind of both signs) are twelve ranges: +0,
; +subnormal, +normal, +inf, +snan, +qnan, then the same negative from
; the sign bit.  Each run of adjacent ranges the mask takes is one
; (b - lo) ult len (eq, ult or uge where that is enough), or'ed.  Every
; mask on half, bfloat, float, double and fp128 was checked with
; llvm-as-14, and lli-14 against lli-19's intrinsic (fuzz finding 87: the
; import at 14 accepted masks --to-llvm refused).  At 19 and 22 the
; intrinsic stays.

define i1 @nan(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 3)
  ret i1 %r
}

define i1 @finite(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 504)
  ret i1 %r
}

define i1 @none(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 0)
  ret i1 %r
}

define i1 @zero(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 96)
  ret i1 %r
}

define i1 @ninf(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 4)
  ret i1 %r
}

define i1 @pinf_half(half %x) {
  %r = call i1 @llvm.is.fpclass.f16(half %x, i32 512)
  ret i1 %r
}

define i1 @notnan_fp80(x86_fp80 %x) {
  %r = call i1 @llvm.is.fpclass.f80(x86_fp80 %x, i32 1020)
  ret i1 %r
}

define <2 x i1> @ninf_v2(<2 x float> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %x, i32 4)
  ret <2 x i1> %r
}

define i1 @nnormal(double %x) {
  %r = call i1 @llvm.is.fpclass.f64(double %x, i32 8)
  ret i1 %r
}

define i1 @snan(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 1)
  ret i1 %r
}

define i1 @zero_or_ninf(half %x) {
  %r = call i1 @llvm.is.fpclass.f16(half %x, i32 100)
  ret i1 %r
}

define i1 @qnan_fp128(fp128 %x) {
  %r = call i1 @llvm.is.fpclass.f128(fp128 %x, i32 2)
  ret i1 %r
}

define <2 x i1> @psub_v2(<2 x bfloat> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v2bf16(<2 x bfloat> %x, i32 128)
  ret <2 x i1> %r
}

declare i1 @llvm.is.fpclass.f64(double, i32)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i1 @llvm.is.fpclass.f16(half, i32)
declare i1 @llvm.is.fpclass.f80(x86_fp80, i32)
declare i1 @llvm.is.fpclass.f128(fp128, i32)
declare <2 x i1> @llvm.is.fpclass.v2f32(<2 x float>, i32)
declare <2 x i1> @llvm.is.fpclass.v2bf16(<2 x bfloat>, i32)

; CHECK-LABEL: define i1 @nan(double %0) {
; CHECK-NEXT: %2 = fcmp uno double %0, 0.0
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define i1 @finite(double %0) {
; CHECK-NEXT: %.t1 = fsub double %0, %0
; CHECK-NEXT: %2 = fcmp ord double %.t1, 0.0
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define i1 @none(double %0) {
; CHECK-NEXT: %2 = fcmp false double %0, 0.0
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define i1 @zero(double %0) {
; CHECK-NEXT: %2 = fcmp oeq double %0, 0.0
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define i1 @ninf(double %0) {
; CHECK-NEXT: %2 = fcmp oeq double %0, 0xFFF0000000000000
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define i1 @pinf_half(half %0) {
; CHECK-NEXT: %2 = fcmp oeq half %0, 0xH7C00
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define i1 @notnan_fp80(x86_fp80 %0) {
; CHECK-NEXT: %2 = fcmp ord x86_fp80 %0, 0xK00000000000000000000
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define <2 x i1> @ninf_v2(<2 x float> %0) {
; CHECK-NEXT: %2 = fcmp oeq <2 x float> %0, <float 0xFFF0000000000000, float 0xFFF0000000000000>
; CHECK-NEXT: ret <2 x i1> %2
; CHECK-NEXT: }
; CHECK-LABEL: define i1 @nnormal(double %0) {
; CHECK-NEXT: %.t2 = bitcast double %0 to i64
; CHECK-NEXT: %.t3 = sub i64 %.t2, -9218868437227405312
; CHECK-NEXT: %2 = icmp ult i64 %.t3, 9214364837600034816
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define i1 @snan(float %0) {
; CHECK-NEXT: %.t4 = bitcast float %0 to i32
; CHECK-NEXT: %.t5 = sub i32 %.t4, 2139095041
; CHECK-NEXT: %.t6 = icmp ult i32 %.t5, 4194303
; CHECK-NEXT: %.t7 = sub i32 %.t4, -8388607
; CHECK-NEXT: %.t8 = icmp ult i32 %.t7, 4194303
; CHECK-NEXT: %2 = or i1 %.t6, %.t8
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define i1 @zero_or_ninf(half %0) {
; CHECK-NEXT: %.t9 = bitcast half %0 to i16
; CHECK-NEXT: %.t10 = icmp eq i16 %.t9, -32768
; CHECK-NEXT: %.t11 = icmp eq i16 %.t9, -1024
; CHECK-NEXT: %.t12 = or i1 %.t10, %.t11
; CHECK-NEXT: %.t13 = icmp eq i16 %.t9, 0
; CHECK-NEXT: %2 = or i1 %.t12, %.t13
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define i1 @qnan_fp128(fp128 %0) {
; CHECK-NEXT: %.t14 = bitcast fp128 %0 to i128
; CHECK-NEXT: %.t15 = sub i128 %.t14, 170138587312039964317873038467719495680
; CHECK-NEXT: %.t16 = icmp ult i128 %.t15, 2596148429267413814265248164610048
; CHECK-NEXT: %.t17 = icmp uge i128 %.t14, -2596148429267413814265248164610048
; CHECK-NEXT: %2 = or i1 %.t16, %.t17
; CHECK-NEXT: ret i1 %2
; CHECK-NEXT: }
; CHECK-LABEL: define <2 x i1> @psub_v2(<2 x bfloat> %0) {
; CHECK-NEXT: %.t18 = bitcast <2 x bfloat> %0 to <2 x i16>
; CHECK-NEXT: %.t19 = sub <2 x i16> %.t18, <i16 1, i16 1>
; CHECK-NEXT: %2 = icmp ult <2 x i16> %.t19, <i16 127, i16 127>
; CHECK-NEXT: ret <2 x i1> %2
; CHECK-NEXT: }
; CHECK-NOT: is.fpclass
; V19: %2 = call i1 @llvm.is.fpclass.f64(double %0, i32 8)
; V19: declare i1 @llvm.is.fpclass.f64(double, i32 immarg)
; V22: %2 = call i1 @llvm.is.fpclass.f64(double %0, i32 8)
; V22: %2 = call <2 x i1> @llvm.is.fpclass.v2bf16(<2 x bfloat> %0, i32 128)
; V22: declare i1 @llvm.is.fpclass.f64(double, i32 immarg)
