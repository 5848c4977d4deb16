//! Tic-tac-toe, from the XO model.
