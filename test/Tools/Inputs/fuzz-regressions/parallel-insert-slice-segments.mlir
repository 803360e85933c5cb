// A tensor.parallel_insert_slice whose operand segment sizes (91, 1, 1, 0,
// 0) do not add up to its 3 operands, in the generic form: MLIR 22.1's
// verifier runs scf.forall.in_parallel's verifier first, which reads the
// slice's destination through those sizes and faults.
"func.func"() <{function_type = (tensor<4xf32>, tensor<2xf32>) -> tensor<4xf32>, sym_name = "f"}> ({
^bb0(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>):
  %0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
  ^bb0(%i: index, %out: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
      "tensor.parallel_insert_slice"(%arg1, %out, %i) <{operandSegmentSizes = array<i32: 91, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<4xf32>, index) -> ()
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}) : () -> ()
