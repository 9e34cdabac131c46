#scope = #mv.alias_scope<id = 1>
llvm.func @b() {
  "llvm.intr.experimental.noalias.scope.decl"() <{scope = #scope}> : () -> ()
  llvm.return
}
