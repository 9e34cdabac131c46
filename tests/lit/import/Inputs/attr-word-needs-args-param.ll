declare void @d(ptr dereferenceable)
