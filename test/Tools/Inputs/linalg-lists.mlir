// linalg.transpose, linalg.broadcast and linalg.reduce in their custom
// syntax, with the integer lists MLIR 22.1.8's parsers crash on when
// malformed; attn-parser-hazards.test breaks one list at a time. A comment
// saying linalg.transpose ins() outs() permutation = [(] is no op, nor is
// the string below.
func.func @lists(%a: tensor<4x8xf32>, %d: tensor<4xf32>, %c: tensor<4x4xf32>, %e: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4xf32>) attributes {note = "linalg.reduce dimensions = [(1]"} {
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%d : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %r2 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%d : tensor<4xf32>) dimensions = [ 0x1 ]
  %b = linalg.broadcast ins(%d : tensor<4xf32>) outs(%c : tensor<4x4xf32>) dimensions = [1 // the broadcast dim
  ]
  %g = "linalg.transpose"(%a, %e) <{permutation = array<i64: 1, 0>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  return %g, %r, %r2, %b : tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4xf32>
}
