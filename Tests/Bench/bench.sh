#!/usr/bin/env bash
# make bench: modgen's speed and scale, side by side with the floors (a bare
# libyaml event scan, a bare writer of the finished tree) and peers (`cp -a` of
# the finished tree, Yams compose).
#
#   Tests/Bench/bench.sh           N = 100, 1,000, 5,000; median of 5 runs after
#                                  a warm-up (hyperfine); the 7 MB loader line;
#                                  cold generate and the bare writer again on
#                                  the disk under .build at 1,000 and 5,000
#   Tests/Bench/bench.sh --smoke   N = 50, one run each, no Yams, no hyperfine;
#                                  checks the harness and fails on any broken step
#
# Generated trees go to a tmpfs (/dev/shm) when there is one: on a VM disk, deleting
# and re-creating tens of thousands of files between runs dominates the wall time
# and varies several-fold from run to run. BENCH_TREES=DIR measures elsewhere.
# The disk lines (cold generate and its floor only) go to $BENCH_DIR/disk-trees.
#
# Environment: BENCH_CONFIG (debug|release; release for the bench, debug for the
# smoke, which `make test` has built), BENCH_SEED (1), BENCH_DIR (results, logs,
# specs), BENCH_TREES (generated trees), BENCH_MODGEN (a modgen binary to use instead of building one), BENCH_SIZES
# (feature counts of the full bench, "100 1000 5000"), BENCH_DISK_SIZES (those of
# the disk lines: the sizes of at least 1,000; the smoke's 50; "" for none).
set -euo pipefail
export LC_ALL=C PYTHONDONTWRITEBYTECODE=1

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
HERE="$ROOT/Tests/Bench"
MODE=full
case "${1:-}" in
    "") ;;
    --smoke) MODE=smoke ;;
    *) echo "usage: $0 [--smoke]" >&2; exit 2 ;;
esac

if [[ $MODE == smoke ]]; then
    SIZES=(50); CONFIG=${BENCH_CONFIG:-debug}; WORK=${BENCH_DIR:-$ROOT/.build/bench-smoke}
    read -r -a DISK_SIZES <<<"${BENCH_DISK_SIZES-50}"
else
    read -r -a SIZES <<<"${BENCH_SIZES:-100 1000 5000}"; CONFIG=${BENCH_CONFIG:-release}; WORK=${BENCH_DIR:-$ROOT/.build/bench}
    DISK_SIZES=()
    for size in "${SIZES[@]}"; do
        if ((size >= 1000)); then DISK_SIZES+=("$size"); fi
    done
    if [[ -n ${BENCH_DISK_SIZES+set} ]]; then read -r -a DISK_SIZES <<<"$BENCH_DISK_SIZES"; fi
fi
SEED=${BENCH_SEED:-1}
if [[ -n ${BENCH_TREES:-} ]]; then
    TREES=$BENCH_TREES
elif [[ -w /dev/shm && $(df -T /dev/shm | awk 'NR == 2 { print $2 }') == tmpfs ]]; then
    # One folder per run: two runs at once (two checkouts' make test) must not delete each other's trees.
    TREES=$(mktemp -d "/dev/shm/modgen-bench-$MODE.XXXXXX")
else
    TREES=$WORK/trees
fi
DISK_TREES=$WORK/disk-trees
LOADER_BYTES=7000000
RESULTS="$WORK/results.tsv"
COMMANDS="$WORK/commands.tsv"
LOG="$WORK/bench.log"
FAILURES=()

say() { printf 'bench [%4ds]: %s\n' "$SECONDS" "$*" >&2; }
fail() { say "error: $*"; FAILURES+=("$*"); }
die() {
    say "error: $*"
    tail -n 20 "$LOG" >&2 || true
    exit 1
}
quote() { printf '%q' "$1"; }
record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>"$RESULTS"; }

# --- tools -----------------------------------------------------------------

apt_install() {
    if [[ $(id -u) != 0 ]]; then
        say "error: $1 is missing and installing it needs root: apt-get install $2"
        exit 1
    fi
    say "installing $2 (apt-get)"
    if [[ -z ${APT_UPDATED:-} ]]; then
        apt-get update -qq >>"$LOG" 2>&1
        APT_UPDATED=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >>"$LOG" 2>&1
}

ensure_tools() {
    [[ -x /usr/bin/time ]] || apt_install /usr/bin/time time
    if [[ $MODE == full ]] && ! command -v hyperfine >/dev/null; then
        apt_install hyperfine hyperfine
    fi
}

build_modgen() {
    if [[ -n ${BENCH_MODGEN:-} ]]; then
        MODGEN=$BENCH_MODGEN
        return
    fi
    # The release build is linked as `make release` links it (the Swift runtime and
    # Foundation static, and on Linux one static executable: Package.swift); the smoke's debug
    # build is the one `make test` built.
    local linking=()
    if [[ $CONFIG == release ]]; then linking=(--static-swift-stdlib); fi
    say "building modgen ($CONFIG${linking[*]:+, ${linking[*]}})"
    (cd "$ROOT" && swift build -c "$CONFIG" "${linking[@]}" --product modgen >>"$LOG" 2>&1)
    MODGEN="$(cd "$ROOT" && swift build -c "$CONFIG" "${linking[@]}" --show-bin-path)/modgen"
}

build_scan() {
    # shellcheck disable=SC2046 # pkg-config prints several words on purpose
    cc -O2 -Wall -Wextra -o "$WORK/yaml_scan" "$HERE/yaml_scan.c" $(pkg-config --cflags --libs yaml-0.1)
    SCAN="$WORK/yaml_scan"
    cc -O2 -Wall -Wextra -pthread -o "$WORK/bare_writer" "$HERE/bare_writer.c"
    BARE="$WORK/bare_writer"
}

build_yams_peer() {
    say "building the Yams peer (release, linked like modgen)"
    local package="$HERE/YamsPeer"
    swift build -c release --static-swift-stdlib --package-path "$package" >>"$LOG" 2>&1
    YAMS="$(swift build -c release --static-swift-stdlib --package-path "$package" --show-bin-path)/yams-compose"
}

# --- measuring ---------------------------------------------------------------

# measure FIGURE SIZE PREPARE COMMAND: time (median, or one run in the smoke)
# and peak RSS of COMMAND (a shell string), PREPARE run before each run. In the
# full bench the warm-up run is the one under /usr/bin/time (RSS), then
# hyperfine times 5 runs: one run fewer per figure than a separate warm-up.
measure() {
    local figure=$1 size=$2 prepare=$3 command=$4
    say "$figure, N = $size"
    if [[ $MODE == full ]]; then
        remember "$figure" "$size" "$prepare" "$command"
        peak_rss "$figure" "$size" "$prepare" "$command"
        local json="$WORK/json/$figure-$size.json"
        local options=(--runs 5 --style basic --export-json "$json")
        if [[ -n $prepare ]]; then options+=(--prepare "$prepare"); fi
        hyperfine "${options[@]}" "$command" >>"$LOG" 2>&1 || die "$figure at N = $size failed: $command"
        record "$figure" "$size" "$(python3 "$HERE/report.py" median "$json")"
    else
        run_shell "$prepare"
        local start=$EPOCHREALTIME
        peak_rss "$figure" "$size" "" "$command"
        record "$figure" "$size" "$(python3 -c "print($EPOCHREALTIME - $start)")"
    fi
}

# remember FIGURE SIZE PREPARE COMMAND: what was timed, for the scaling pass; fields
# split by the unit separator (a tab is white space to `read`: an empty PREPARE would vanish).
remember() {
    printf '%s\037%s\037%s\037%s\n' "$1" "$2" "$3" "$4" >>"$COMMANDS"
}

# peak_rss FIGURE SIZE PREPARE COMMAND: one run under /usr/bin/time -v.
peak_rss() {
    local figure=$1 size=$2 prepare=$3 command=$4 out="$WORK/time.txt"
    run_shell "$prepare"
    /usr/bin/time -v -o "$out" bash -c "exec $command" >>"$LOG" 2>&1 \
        || die "$figure at N = $size failed: $command"
    record "rss_$figure" "$size" "$(awk -F': ' '/Maximum resident set size/ {print $2}' "$out")"
}

# run_shell COMMAND: a shell string (may be empty), its output to the log.
run_shell() {
    if [[ -n $1 ]]; then
        bash -c "$1" >>"$LOG" 2>&1 || die "failed: $1"
    fi
}

# module_count SPEC: entries under `modules:`.
module_count() {
    awk '/^modules:/ { inside = 1; next } inside && /^  [A-Za-z]/ { count++ } END { print count }' "$1"
}

# newer_than MARKER DIR [find tests]: entries of DIR changed after MARKER.
newer_than() {
    local marker=$1 dir=$2
    shift 2
    find "$dir" "$@" \( -newer "$marker" -o -cnewer "$marker" \) -print
}

fresh_marker() {
    touch "$1"
    sleep 0.05 # past the file system's timestamp granularity
}

# --- one size ----------------------------------------------------------------

# bench_size SIZE: trees in $TREES/nSIZE, specs and file lists in $WORK/nSIZE.
bench_size() {
    local size=$1 dir="$TREES/n$1" notes="$WORK/n$1"
    rm -rf "$dir" "$notes" && mkdir -p "$dir" "$notes/edited"
    # Same file name for both: generated headers name the spec.
    local spec="$notes/modules.yml" edited="$notes/edited/modules.yml"
    python3 "$HERE/make_spec.py" "$size" --seed "$SEED" --check >"$spec"
    python3 "$HERE/make_spec.py" "$size" --seed "$SEED" --check --edit >"$edited"
    record spec_bytes "$size" "$(wc -c <"$spec")"
    record modules "$size" "$(module_count "$spec")"

    local gen q_spec q_edited
    gen="$(quote "$MODGEN") generate"; q_spec=$(quote "$spec"); q_edited=$(quote "$edited")
    measure validate "$size" "" "$(quote "$MODGEN") validate --spec $q_spec"
    measure scan "$size" "" "$(quote "$SCAN") $q_spec"

    local cold="$dir/cold" copy="$dir/copy" edit="$dir/edit"
    bench_cold cold bare "$size" "$gen --spec $q_spec" "$cold" "$notes/tree.pack" "$dir/bare"
    record tree_files "$size" "$(find "$cold" -type f | wc -l)"
    record tree_bytes "$size" "$(find "$cold" -type f -printf '%s\n' | awk '{ total += $1 } END { print total + 0 }')"
    measure cp "$size" "rm -rf $(quote "$copy") && mkdir $(quote "$copy")" \
        "cp -a $(quote "$cold")/. $(quote "$copy")/"

    # check reads every target's Swift files; the floor reads the same files (and lists them).
    measure check "$size" "" "$(quote "$MODGEN") check --spec $q_spec --output $(quote "$cold")"
    measure read "$size" "" \
        "find $(quote "$cold") -name '*.swift' ! -name Package.swift -print0 | xargs -0 cat >/dev/null"
    record swift_files "$size" "$(find "$cold" -name '*.swift' ! -name Package.swift | wc -l)"

    bench_affected "$size" "$dir" "$spec"

    fresh_marker "$notes/noop.marker"
    measure noop "$size" "" "$gen --spec $q_spec --output $(quote "$cold")"
    # The no-op's floor: an lstat of each file of the tree (bare_writer stat), listed first.
    local stat_floor
    "$BARE" files "$cold" "$notes/files.txt" 2>>"$LOG" || die "listing the tree's files at N = $size failed"
    stat_floor="$(quote "$BARE") stat $(quote "$notes/files.txt") $(quote "$cold")"
    measure stat "$size" "" "$stat_floor"
    if [[ $MODE == full ]]; then bench_noop_beside_cold "$size" "$dir" "$gen --spec $q_spec" "$(quote "$cold")" "$stat_floor"; fi
    local touched
    touched=$(newer_than "$notes/noop.marker" "$cold" | tee "$notes/noop-touched.txt" | wc -l)
    record touched "$size" "$touched"
    [[ $touched == 0 ]] || fail "the no-op regenerate touched $touched entries at N = $size (see $notes/noop-touched.txt)"

    bench_edit "$size" "$dir" "$notes" "$gen" "$q_spec" "$q_edited"
}

# bench_noop_beside_cold SIZE DIR GENERATE TREE FLOOR: the no-op in TREE and a cold
# generate into DIR/beside, in turn, nine rounds after a warm-up: their ratio is a target,
# and the rows' medians were timed minutes apart (at 100 features this VM gave the no-op
# 3.5 ms in one bench and 5.3 ms in another, cold generate 39-48 ms). The no-op's floor
# (FLOOR, bare_writer stat) runs in the same turn, also right after a cold generate
# (`beside_cold_again`, timed but not shown): a run just after a cold generate finds the
# tree's folders and inodes out of the CPU's caches, and each lstat costs more than back
# to back (at 1,000 features here, the floor 10.4 ms against 8 ms). The rows stay
# hyperfine's.
bench_noop_beside_cold() {
    local size=$1 dir=$2 generate=$3 tree=$4 floor=$5 beside="$2/beside"
    local empty="rm -rf $(quote "$beside") && mkdir $(quote "$beside") && sync"
    say "no-op, cold and the no-op's floor in turn, N = $size"
    python3 "$HERE/report.py" interleaved 9 "beside_noop=$generate --output $tree" \
        "beside_cold=$generate --output $(quote "$beside")" "prepare.beside_cold=$empty" \
        "beside_stat=$floor" \
        "beside_cold_again=$generate --output $(quote "$beside")" "prepare.beside_cold_again=$empty" \
        >"$WORK/beside-$size.txt" 2>>"$LOG" || die "no-op, cold and the no-op's floor at N = $size failed (see $LOG)"
    local name time
    while read -r name time; do record "$name" "$size" "$time"; done <"$WORK/beside-$size.txt"
    rm -rf "$beside"
}

# bench_cold FIGURE FLOOR SIZE GENERATE TREE PACK DEST: cold generate (GENERATE, a
# command line without --output) into an empty TREE, and the bare writer recreating that
# tree (packed once into PACK) in an empty DEST, the floor. The target is their ratio, so in
# the full bench the two run in turn, five rounds after a warm-up (report.py interleaved),
# each into an empty folder once the previous tree's deletion is synced: a change in the
# VM's speed weighs on both alike. Peak RSS from one run of each first; in the smoke, one
# timed run of each. The last generate's tree stays in TREE; DEST must equal it.
bench_cold() {
    local figure=$1 floor=$2 size=$3 generate=$4 tree=$5 pack=$6 bare=$7
    local empty_tree empty_bare write_tree write_bare
    empty_tree="rm -rf $(quote "$tree") && mkdir $(quote "$tree") && sync"
    empty_bare="rm -rf $(quote "$bare") && mkdir $(quote "$bare") && sync"
    write_tree="$generate --output $(quote "$tree")"
    write_bare="$(quote "$BARE") write $(quote "$pack") $(quote "$bare")"
    if [[ $MODE == full ]]; then
        say "$figure and $floor in turn, N = $size"
        remember "$figure" "$size" "$empty_tree" "$write_tree"
        peak_rss "$figure" "$size" "$empty_tree" "$write_tree"
        "$BARE" pack "$tree" "$pack" 2>>"$LOG" || die "packing the tree at N = $size failed"
        peak_rss "$floor" "$size" "$empty_bare" "$write_bare"
        python3 "$HERE/report.py" interleaved 5 "$floor=$write_bare" "prepare.$floor=$empty_bare" \
            "$figure=$write_tree" "prepare.$figure=$empty_tree" >"$WORK/$figure-$size.txt" 2>>"$LOG" \
            || die "$figure and $floor at N = $size failed (see $LOG)"
        local name time
        while read -r name time; do record "$name" "$size" "$time"; done <"$WORK/$figure-$size.txt"
    else
        measure "$figure" "$size" "$empty_tree" "$write_tree"
        "$BARE" pack "$tree" "$pack" 2>>"$LOG" || die "packing the tree at N = $size failed"
        measure "$floor" "$size" "$empty_bare" "$write_bare"
    fi
    # The pack is of the first generate's tree; the last one's `.modgen/stat` holds its own
    # files' inode numbers and times, so that one file is left out of the comparison.
    diff -r --exclude=stat "$tree" "$bare" >>"$LOG" 2>&1 || fail "the bare writer's tree differs from generate's at N = $size (see $LOG)"
    rm -rf "$bare" "$pack"
}

# bench_disk SIZE: cold generate and the bare writer on the disk under $WORK
# (the spec of the tmpfs run), each into an empty folder.
bench_disk() {
    local size=$1 dir="$DISK_TREES/n$1" spec="$WORK/n$1/modules.yml"
    [[ -s $spec ]] || die "no spec for the disk line at N = $size (BENCH_DISK_SIZES must be among the sizes)"
    rm -rf "$dir" && mkdir -p "$dir"
    # Each run starts once the previous tree's deletion is on the disk (sync), so generate's
    # syncfs does not flush it on its clock. (The disk lines still grow run after run, 1.5 s to
    # 5.6 s at 1,000, the bare writer's too: that is the disk, not a backlog of deletions.)
    bench_cold cold_disk bare_disk "$size" "$(quote "$MODGEN") generate --spec $(quote "$spec")" \
        "$dir/cold" "$WORK/n$size/disk-tree.pack" "$dir/bare"
    rm -rf "$dir"
}

# bench_affected SIZE DIR SPEC: the copy of the tree (with its spec) as a git
# repository; a branch commits one line in one core module's source; then
# `modgen affected` between main and the branch beside `git diff --name-only` of
# the same commits (what it runs, and cannot be faster than).
bench_affected() {
    local size=$1 repo="$2/copy" spec=$3 q_repo
    q_repo=$(quote "$repo")
    cp "$spec" "$repo/modules.yml"
    {
        git -C "$repo" init -q -b main
        git -C "$repo" config user.email bench@modgen.invalid
        git -C "$repo" config user.name "modgen bench"
        git -C "$repo" config commit.gpgsign false
        # No automatic gc: committing ~40,000 loose objects starts a detached `git gc --auto`
        # that packs them on one core for tens of seconds, under every figure measured after.
        git -C "$repo" config gc.auto 0
        git -C "$repo" config maintenance.auto false
        git -C "$repo" add -A
        git -C "$repo" commit -q -m tree
        git -C "$repo" checkout -q -b change
    } >>"$LOG" 2>&1 || die "making the git repository at N = $size failed"
    local core
    core=$(cd "$repo" && find Packages/Core -name '*.swift' ! -name Package.swift | sort | sed -n 1p)  # not head: under pipefail, sort killed by SIGPIPE fails the run
    [[ -n $core ]] || die "no core module source at N = $size"
    printf '// changed\n' >>"$repo/$core"
    git -C "$repo" commit -q -am "change $core" >>"$LOG" 2>&1 || die "committing the change at N = $size failed"
    local affected
    affected="$(quote "$MODGEN") affected --spec $q_repo/modules.yml --base main --head HEAD --format json"
    measure affected "$size" "" "$affected"
    measure git_diff "$size" "" "git -C $q_repo diff --name-only -M main...HEAD"
    local json="$WORK/n$size/affected.json"
    bash -c "$affected" >"$json" 2>>"$LOG" || die "affected at N = $size failed"
    local count
    count=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))))' "$json")
    record affected_modules "$size" "$count"
    [[ $count -gt 0 ]] || fail "the core change at N = $size affected no module (see $json)"
}

# bench_edit SIZE DIR NOTES GEN SPEC EDITED: regenerate after the one-feature
# edit, each run starting from the tree of the unedited spec.
bench_edit() {
    local size=$1 dir=$2 notes=$3 gen=$4 q_spec=$5 q_edited=$6 edit="$2/edit"
    cp -a "$dir/cold" "$edit"
    local restore q_edit
    q_edit=$(quote "$edit")
    restore="$gen --spec $q_spec --output $q_edit"
    measure edit "$size" "$restore" "$gen --spec $q_edited --output $q_edit"
    run_shell "$restore"
    fresh_marker "$notes/edit.marker"
    run_shell "$gen --spec $q_edited --output $q_edit"
    local rewritten
    rewritten=$(newer_than "$notes/edit.marker" "$edit" -type f | sed "s|^$edit/||" | sort \
        | tee "$notes/edit-rewritten.txt" | wc -l)
    record rewritten "$size" "$rewritten"
    [[ $rewritten -gt 0 ]] || fail "the edit at N = $size rewrote no file"
    if [[ $MODE == smoke ]]; then check_edit "$size" "$dir" "$notes" "$gen" "$q_edited"; fi
}

# check_edit SIZE DIR GEN EDITED: after the edit the tree has the files and
# the manifests of a cold generate of the edited spec (source stubs are the
# user's once written, so they may differ), and the edit rewrote exactly the
# generated files (manifests, the root README.md) whose bytes changed (plus
# modgen's own records under .modgen/).
check_edit() {
    local size=$1 dir=$2 notes=$3 gen=$4 q_edited=$5 fresh="$2/edit-cold"
    mkdir "$fresh"
    run_shell "$gen --spec $q_edited --output $(quote "$fresh")"
    diff <(cd "$dir/edit" && find . | sort) <(cd "$fresh" && find . | sort) >>"$LOG" \
        || fail "after the edit at N = $size the tree has other files than a cold generate (see $LOG)"
    local manifest changed=()
    while IFS= read -r manifest; do
        cmp -s "$dir/edit/$manifest" "$fresh/$manifest" \
            || fail "after the edit at N = $size $manifest differs from a cold generate"
        cmp -s "$dir/cold/$manifest" "$fresh/$manifest" || changed+=("$manifest")
    done < <(cd "$fresh" && find . \( -name Package.swift -o -path ./README.md \) | sed 's|^\./||' | sort)
    if ((${#changed[@]})); then printf '%s\n' "${changed[@]}"; fi >"$notes/edit-changed.txt"
    sed -e '/^\.modgen\//d' "$notes/edit-rewritten.txt" >"$notes/edit-rewritten-manifests.txt"
    diff "$notes/edit-changed.txt" "$notes/edit-rewritten-manifests.txt" >>"$LOG" \
        || fail "the edit at N = $size rewrote other files than the generated files whose bytes changed (see $LOG)"
}

# --- scaling ---------------------------------------------------------------------

# bench_scaling: each of modgen's timed figures (what `remember` kept) at 1,000 and at
# 5,000 features again, the two sizes in turn for five rounds after a warm-up (report.py
# interleaved), each run after its own prepare command. The table's 5,000 / 1,000 column
# is of these pairs: the rows' medians were timed minutes apart, and this VM's speed
# changes within minutes (one run's medians put cold generate at 6.15 and `cp -a` of the
# same trees at 6.54, the next run's at 5.47 and 4.22). Each size's trees and records
# are where its pass left them: the no-op and the edit find their trees as they did.
bench_scaling() {
    local figure
    for figure in validate cold check affected noop edit; do
        local small big
        small=$(awk -F'\037' -v f="$figure" '$1 == f && $2 == 1000' "$COMMANDS" | tail -n 1)
        big=$(awk -F'\037' -v f="$figure" '$1 == f && $2 == 5000' "$COMMANDS" | tail -n 1)
        [[ -n $small && -n $big ]] || continue
        say "$figure at 1,000 and 5,000 in turn"
        local arguments=() line size prepare command
        for line in "$small" "$big"; do
            IFS=$'\037' read -r _ size prepare command <<<"$line"
            arguments+=("$figure.$size=$command")
            if [[ -n $prepare ]]; then arguments+=("prepare.$figure.$size=$prepare"); fi
        done
        python3 "$HERE/report.py" interleaved 5 "${arguments[@]}" >"$WORK/turn-$figure.txt" 2>>"$LOG" \
            || die "$figure at 1,000 and 5,000 in turn failed (see $LOG)"
        local name time
        while read -r name time; do record "turn_${name%.*}" "${name##*.}" "$time"; done <"$WORK/turn-$figure.txt"
    done
}

# --- the loader line -----------------------------------------------------------

bench_loader() {
    local dir="$WORK/loader"
    rm -rf "$dir" && mkdir -p "$dir"
    local spec="$dir/modules.yml"
    python3 "$HERE/make_spec.py" --bytes "$LOADER_BYTES" --seed "$SEED" --check >"$spec"
    record loader_bytes 0 "$(wc -c <"$spec")"
    record loader_modules 0 "$(module_count "$spec")"
    local q_spec
    q_spec=$(quote "$spec")
    local validate scan yams
    validate="$(quote "$MODGEN") validate --spec $q_spec"; scan="$(quote "$SCAN") $q_spec"; yams="$(quote "$YAMS") $q_spec"
    # Interleaved, not one figure after another: the loader's targets are ratios, and this
    # VM's speed changes twofold from minute to minute (the scan alone took 117 ms in one
    # round and 215 ms in the next), so the three take their rounds together.
    say "loader (validate, scan, Yams in turn)"
    local figure
    for figure in validate scan yams; do
        peak_rss "loader_$figure" 0 "" "${!figure}"
    done
    python3 "$HERE/report.py" interleaved 7 "loader_validate=$validate" "loader_scan=$scan" "loader_yams=$yams" \
        >"$WORK/loader-times.txt" 2>>"$LOG" || die "the loader line failed (see $LOG)"
    local time
    while read -r figure time; do record "$figure" 0 "$time"; done <"$WORK/loader-times.txt"
}

# --- main ----------------------------------------------------------------------

# The entries in the kernel's dentry cache: the bare writer slows as they grow (it opens every
# file by its whole path; Tests/Bench/README.md), so the report says how many there were.
dentries() {
    awk '{ print $1 }' /proc/sys/fs/dentry-state 2>/dev/null || echo "?"
}

main() {
    local dentries_before
    dentries_before=$(dentries)
    rm -rf "$TREES"
    mkdir -p "$WORK/json" "$TREES"
    if [[ $TREES == /dev/shm/* ]]; then trap 'rm -rf "$TREES"' EXIT; fi
    : >"$RESULTS"
    : >"$COMMANDS"
    : >"$LOG"
    ensure_tools
    if [[ $MODE == smoke ]]; then
        say "generator self-tests"
        python3 -m unittest discover -s "$HERE" -p 'test_*.py' >>"$LOG" 2>&1 \
            || fail "Tests/Bench/test_make_spec.py failed (see $LOG)"
    fi
    build_modgen
    build_scan
    if [[ $MODE == full ]]; then build_yams_peer; fi
    local size
    for size in "${SIZES[@]}"; do
        bench_size "$size"
    done
    if [[ $MODE == full ]]; then bench_scaling; fi
    for size in ${DISK_SIZES[@]+"${DISK_SIZES[@]}"}; do
        bench_disk "$size"
    done
    if [[ $MODE == full ]]; then bench_loader; fi

    echo
    local filesystem
    filesystem=$(df -T "$TREES" | awk 'NR == 2 { print $2 }')
    local disk=""
    if ((${#DISK_SIZES[@]})); then disk=", disk lines on $(df -T "$WORK" | awk 'NR == 2 { print $2 }')"; fi
    echo "modgen bench ($MODE, $CONFIG build, $(nproc) cores, seed $SEED, trees on $filesystem$disk, ${SECONDS}s,"
    echo "dentry cache $dentries_before -> $(dentries) entries);"
    if [[ $MODE == full ]]; then
        echo "whole-process times, medians of 5 runs (hyperfine) after a warm-up run that measures"
        echo "peak RSS; cold generate and the loader run in turn with their floors, the no-op"
        echo "with cold generate and its own floor (report.py interleaved; the rows are"
        echo "hyperfine's, the ratios of the runs in turn), and the 5,000 / 1,000 ratios of"
        echo "modgen's times are of the two sizes run in turn (five rounds more). Targets are"
        echo "shown, not enforced."
    else
        echo "one run each: the smoke checks the harness, its times mean little."
    fi
    echo
    if [[ $MODE == full ]]; then
        python3 "$HERE/report.py" table "$RESULTS"
    else
        python3 "$HERE/report.py" smoke-table "$RESULTS"
    fi
    local largest="${SIZES[-1]}"
    if [[ -s "$WORK/n$largest/edit-rewritten.txt" ]]; then
        printf '\nFiles the one-feature edit rewrote at N = %s:\n' "$largest"
        sed -e 's|^|    |' -e 10q "$WORK/n$largest/edit-rewritten.txt"
    fi
    if ((${#FAILURES[@]})); then
        printf '\nbench: FAILED: %s\n' "${FAILURES[@]}" >&2
        exit 1
    fi
}

main
