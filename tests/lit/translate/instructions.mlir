// Instructions with their flags: overflow flags, fast-math flags, volatile,
// atomic orderings, syncscope, alignment, inbounds, tail calls, calling
// conventions, varargs, invoke/landingpad, branch weights, switch cases.
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null

llvm.func @callee(i32) -> i32
llvm.func @vcallee(i32, ...) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

llvm.func @arith(%a: i32, %b: i32, %x: f32, %y: f32) {
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %1 = llvm.sub %a, %b overflow<nsw> : i32
  %2 = llvm.mul %a, %b overflow<nuw> : i32
  %3 = llvm.shl %a, %b : i32
  %4 = llvm.sdiv %a, %b : i32
  %5 = llvm.udiv %a, %b : i32
  %6 = llvm.srem %a, %b : i32
  %7 = llvm.urem %a, %b : i32
  %8 = llvm.and %a, %b : i32
  %9 = llvm.or %a, %b : i32
  %10 = llvm.xor %a, %b : i32
  %11 = llvm.lshr %a, %b : i32
  %12 = llvm.ashr %a, %b : i32
  %13 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %14 = llvm.fsub %x, %y : f32
  %15 = llvm.fmul %x, %y {fastmathFlags = #llvm.fastmath<fast>} : f32
  %16 = llvm.fdiv %x, %y : f32
  %17 = llvm.frem %x, %y : f32
  %18 = llvm.fneg %x {fastmathFlags = #llvm.fastmath<nsz>} : f32
  %19 = llvm.icmp "sge" %a, %b : i32
  %20 = llvm.fcmp "une" %x, %y {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %21 = llvm.select %19, %a, %b : i1, i32
  %22 = llvm.freeze %a : i32
  llvm.return
}

llvm.func @casts(%a: i32, %p: !llvm.ptr, %f: f32) {
  %0 = llvm.sext %a : i32 to i64
  %1 = llvm.zext %a : i32 to i64
  %2 = llvm.trunc %a : i32 to i8
  %3 = llvm.sitofp %a : i32 to f64
  %4 = llvm.uitofp %a : i32 to f32
  %5 = llvm.fptosi %f : f32 to i16
  %6 = llvm.fptoui %f : f32 to i16
  %7 = llvm.fpext %f : f32 to f64
  %8 = llvm.fptrunc %f : f32 to f16
  %9 = llvm.ptrtoint %p : !llvm.ptr to i64
  %10 = llvm.inttoptr %a : i32 to !llvm.ptr
  %11 = llvm.bitcast %a : i32 to f32
  %12 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}

llvm.func @memory(%p: !llvm.ptr, %v: i32, %n: i64) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.alloca %c1 x i64 : (i32) -> !llvm.ptr
  %1 = llvm.alloca %n x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.load %p : !llvm.ptr -> i32
  %3 = llvm.load volatile %p {alignment = 2 : i64} : !llvm.ptr -> i32
  %4 = llvm.load %p atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.store volatile %v, %p {alignment = 1 : i64} : i32, !llvm.ptr
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %5 = llvm.getelementptr inbounds %p[%n, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %6 = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %7 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32
  %8 = llvm.atomicrmw volatile umax %p, %v syncscope("agent") seq_cst {alignment = 8 : i64} : !llvm.ptr, i32
  %9 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : !llvm.ptr, i32
  %10 = llvm.cmpxchg weak volatile %p, %v, %v syncscope("singlethread") seq_cst acquire {alignment = 8 : i64} : !llvm.ptr, i32
  llvm.fence release
  llvm.fence syncscope("workgroup") seq_cst
  llvm.return
}

llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x f32>)>, %v: vector<4xf32>, %i: i32, %f: f32) {
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.insertvalue %f, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %3 = llvm.insertelement %f, %v[%i : i32] : vector<4xf32>
  %4 = llvm.shufflevector %v, %v [0, 5, -1, 3] : vector<4xf32>
  llvm.return
}

llvm.func @calls(%a: i32, %fp: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.call @callee(%a) : (i32) -> i32
  %1 = llvm.call tail @callee(%0) : (i32) -> i32
  %2 = llvm.call %fp(%1) : !llvm.ptr, (i32) -> i32
  %3 = llvm.call @vcallee(%a, %a) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  %4 = llvm.call fastcc @callee(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  %5 = llvm.invoke @callee(%a) to ^ok unwind ^bad : (i32) -> i32
^ok:
  llvm.return %5 : i32
^bad:
  %6 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %6 : !llvm.struct<(ptr, i32)>
}

llvm.func @terminators(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c weights([3, 7]), ^b1, ^b2
^b1:
  llvm.switch %a : i32, ^b2 [
    1: ^b3,
    -5: ^b3
  ]
^b2:
  llvm.return %a : i32
^b3:
  llvm.unreachable
}

// CHECK-LABEL: define void @arith(i32 %0, i32 %1, float %2, float %3) {
// CHECK-NEXT: %5 = add nuw nsw i32 %0, %1
// CHECK-NEXT: %6 = sub nsw i32 %0, %1
// CHECK-NEXT: %7 = mul nuw i32 %0, %1
// CHECK-NEXT: %8 = shl i32 %0, %1
// CHECK-NEXT: %9 = sdiv i32 %0, %1
// CHECK-NEXT: %10 = udiv i32 %0, %1
// CHECK-NEXT: %11 = srem i32 %0, %1
// CHECK-NEXT: %12 = urem i32 %0, %1
// CHECK-NEXT: %13 = and i32 %0, %1
// CHECK-NEXT: %14 = or i32 %0, %1
// CHECK-NEXT: %15 = xor i32 %0, %1
// CHECK-NEXT: %16 = lshr i32 %0, %1
// CHECK-NEXT: %17 = ashr i32 %0, %1
// CHECK-NEXT: %18 = fadd nnan ninf float %2, %3
// CHECK-NEXT: %19 = fsub float %2, %3
// CHECK-NEXT: %20 = fmul fast float %2, %3
// CHECK-NEXT: %21 = fdiv float %2, %3
// CHECK-NEXT: %22 = frem float %2, %3
// CHECK-NEXT: %23 = fneg nsz float %2
// CHECK-NEXT: %24 = icmp sge i32 %0, %1
// CHECK-NEXT: %25 = fcmp nnan une float %2, %3
// CHECK-NEXT: %26 = select i1 %24, i32 %0, i32 %1
// CHECK-NEXT: %27 = freeze i32 %0
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK-LABEL: define void @casts(i32 %0, ptr %1, float %2) {
// CHECK-NEXT: %4 = sext i32 %0 to i64
// CHECK-NEXT: %5 = zext i32 %0 to i64
// CHECK-NEXT: %6 = trunc i32 %0 to i8
// CHECK-NEXT: %7 = sitofp i32 %0 to double
// CHECK-NEXT: %8 = uitofp i32 %0 to float
// CHECK-NEXT: %9 = fptosi float %2 to i16
// CHECK-NEXT: %10 = fptoui float %2 to i16
// CHECK-NEXT: %11 = fpext float %2 to double
// CHECK-NEXT: %12 = fptrunc float %2 to half
// CHECK-NEXT: %13 = ptrtoint ptr %1 to i64
// CHECK-NEXT: %14 = inttoptr i32 %0 to ptr
// CHECK-NEXT: %15 = bitcast i32 %0 to float
// CHECK-NEXT: %16 = addrspacecast ptr %1 to ptr addrspace(1)
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK-LABEL: define void @memory(ptr %0, i32 %1, i64 %2) {
// CHECK-NEXT: %4 = alloca i64, align 8
// CHECK-NEXT: %5 = alloca float, i64 %2, align 16
// CHECK-NEXT: %6 = load i32, ptr %0, align 4
// CHECK-NEXT: %7 = load volatile i32, ptr %0, align 2
// CHECK-NEXT: %8 = load atomic i32, ptr %0 syncscope("singlethread") acquire, align 4
// CHECK-NEXT: store i32 %1, ptr %0, align 4
// CHECK-NEXT: store volatile i32 %1, ptr %0, align 1
// CHECK-NEXT: store atomic i32 %1, ptr %0 release, align 4
// CHECK-NEXT: %9 = getelementptr inbounds { i32, double }, ptr %0, i64 %2, i32 1
// CHECK-NEXT: %10 = getelementptr i8, ptr %0, i64 %2
// CHECK-NEXT: %11 = atomicrmw add ptr %0, i32 %1 monotonic, align 4
// CHECK-NEXT: %12 = atomicrmw volatile umax ptr %0, i32 %1 syncscope("agent") seq_cst, align 8
// CHECK-NEXT: %13 = cmpxchg ptr %0, i32 %1, i32 %1 acq_rel monotonic, align 4
// CHECK-NEXT: %14 = cmpxchg weak volatile ptr %0, i32 %1, i32 %1 syncscope("singlethread") seq_cst acquire, align 8
// CHECK-NEXT: fence release
// CHECK-NEXT: fence syncscope("workgroup") seq_cst
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK-LABEL: define void @aggregates({ i32, [2 x float] } %0, <4 x float> %1, i32 %2, float %3) {
// CHECK-NEXT: %5 = extractvalue { i32, [2 x float] } %0, 1, 0
// CHECK-NEXT: %6 = insertvalue { i32, [2 x float] } %0, float %3, 1, 1
// CHECK-NEXT: %7 = extractelement <4 x float> %1, i32 %2
// CHECK-NEXT: %8 = insertelement <4 x float> %1, float %3, i32 %2
// CHECK-NEXT: %9 = shufflevector <4 x float> %1, <4 x float> %1, <4 x i32> <i32 0, i32 5, i32 poison, i32 3>
// CHECK-NEXT: ret void
// CHECK-NEXT: }
// CHECK-LABEL: define i32 @calls(i32 %0, ptr %1) personality ptr @__gxx_personality_v0 {
// CHECK-NEXT: %3 = call i32 @callee(i32 %0)
// CHECK-NEXT: %4 = tail call i32 @callee(i32 %3)
// CHECK-NEXT: %5 = call i32 %1(i32 %4)
// CHECK-NEXT: %6 = call i32 (i32, ...) @vcallee(i32 %0, i32 %0)
// CHECK-NEXT: %7 = call fastcc i32 @callee(i32 %0)
// CHECK-NEXT: %8 = invoke i32 @callee(i32 %0)
// CHECK-NEXT: to label %9 unwind label %10
// CHECK-EMPTY:
// CHECK-NEXT: 9:
// CHECK-NEXT: ret i32 %8
// CHECK-EMPTY:
// CHECK-NEXT: 10:
// CHECK-NEXT: %11 = landingpad { ptr, i32 }
// CHECK-NEXT: cleanup
// CHECK-NEXT: resume { ptr, i32 } %11
// CHECK-NEXT: }
// CHECK-LABEL: define i32 @terminators(i1 %0, i32 %1) {
// CHECK-NEXT: br i1 %0, label %3, label %4, !prof !1
// CHECK-EMPTY:
// CHECK-NEXT: 3:
// CHECK-NEXT: switch i32 %1, label %4 [
// CHECK-NEXT: i32 1, label %5
// CHECK-NEXT: i32 -5, label %5
// CHECK-NEXT: ]
// CHECK-EMPTY:
// CHECK-NEXT: 4:
// CHECK-NEXT: ret i32 %1
// CHECK-EMPTY:
// CHECK-NEXT: 5:
// CHECK-NEXT: unreachable
// CHECK-NEXT: }
// CHECK: !{!"branch_weights", i32 3, i32 7}
