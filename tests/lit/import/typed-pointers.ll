; RUN: %xlate --llvm-version=19 --import-llvm --generic %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | llvm-as -o /dev/null
; The typed pointers of LLVM <= 14 become opaque pointers (address spaces kept).

%struct.S = type { i32*, %struct.S* }
; CHECK: function_type = !llvm.func<ptr<1> (ptr, ptr)>
define i32 addrspace(1)* @t(%struct.S* %s, i8** %pp) {
; CHECK: "llvm.getelementptr"{{.*}}elem_type = !llvm.struct<"struct.S", (ptr, ptr)>
  %f = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 0
  %p = load i32*, i32** %f, align 8
; CHECK: "llvm.bitcast"{{.*}}(!llvm.ptr) -> !llvm.ptr
  %b = bitcast i32* %p to i8*
  store i8* %b, i8** %pp
  %c = addrspacecast i32* %p to i32 addrspace(1)*
  ret i32 addrspace(1)* %c
}
