@g = external global i32, align 7
