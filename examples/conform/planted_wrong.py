"""A solver with a PLANTED ERROR, for the tests of `transition-bench conform`: solver.py's
bisection stopped after 12 halvings (Framer Motion's count), so t errs by up to 2^-12 and y by
up to about 7e-4. `conform` must fail it (exit 1) at the default --accuracy 1e-6.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import solver  # noqa: E402

if __name__ == "__main__":
    solver.main(halvings=12)
