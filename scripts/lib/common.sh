# Shared by the scripts in scripts/: say what is happening, and install what is missing.
# Source it; do not run it.

# Prints a step in bold when the output is a terminal, after the seconds the script has run
# (bash's SECONDS), so a slow run shows which step took the time.
step() {
  if [ -t 1 ]; then printf '\033[1m==> [%4d s] %s\033[0m\n' "$SECONDS" "$*"; else printf '==> [%4d s] %s\n' "$SECONDS" "$*"; fi
}

# Runs apt-get as root (directly, or through sudo when available).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else echo "error: need root to run: $*" >&2; return 1
  fi
}

# Installs the Debian packages given as arguments that are not installed yet; runs
# `apt-get update` first, once, and only when something must be installed.
ensure_debian_packages() {
  local missing=()
  local pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  step "Installing missing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Everything the package needs to build: GSL and pkg-config (the CGSL module finds GSL with it).
ensure_build_dependencies() {
  command -v swift >/dev/null 2>&1 || { echo "error: swift is not on PATH (Swift 6.2 or later is required: InlineArray and value generics)" >&2; return 1; }
  ensure_debian_packages libgsl-dev pkg-config
  pkg-config --exists gsl || { echo "error: pkg-config cannot find gsl after installing libgsl-dev" >&2; return 1; }
}

# The build scripts/test tests: release (optimised, as users run and copy it), with
# -enable-testing for the tests' @testable imports. update-goldens and update-examples use the
# same build, so after scripts/test they compile nothing.
test_build=(-c release -Xswiftc -enable-testing)

# Prints the path of the transition-bench a check script runs: $TRANSITION_BENCH when it is set
# (scripts/test sets it to the release binary it has just tested, so the checks build nothing),
# otherwise a debug build made here (its progress goes to stderr).
transition_bench_binary() {
  if [ -n "${TRANSITION_BENCH:-}" ]; then
    [ -x "$TRANSITION_BENCH" ] || { echo "error: TRANSITION_BENCH=$TRANSITION_BENCH is not an executable file" >&2; return 1; }
    printf '%s\n' "$TRANSITION_BENCH"
    return 0
  fi
  step "Building transition-bench (debug)" >&2
  swift build --product transition-bench >&2 || return 1
  local dir
  dir=$(swift build --show-bin-path) || return 1
  printf '%s/transition-bench\n' "$dir"
}
