#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program found on `PATH` to its end with `posix_spawnp`, standard input from
/// `/dev/null`, and gives back its exit status and what it printed on each stream.
/// Foundation's `Process` costs tens of milliseconds per run on Linux; `modgen affected`
/// runs git three or four times and is meant to cost little more than git itself.
struct ChildProcess {
    struct Result {
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
    }

    /// Why it could not start (the system's message).
    struct LaunchFailure: Error {
        var reason: String
    }

    static func run(_ program: String, _ arguments: [String]) throws(LaunchFailure) -> Result {
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw LaunchFailure(reason: reason()) }
        guard pipe(&errorPipe) == 0 else {
            let failure = reason()
            close(outputPipe[0]); close(outputPipe[1])
            throw LaunchFailure(reason: failure)
        }
        // Not inherited by this child (its copies on 1 and 2 are made by dup2) nor by another.
        for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0]); close(errorPipe[0])
            throw LaunchFailure(reason: String(cString: strerror(spawned)))
        }
        let (output, errors) = drain(outputPipe[0], errorPipe[0])
        close(outputPipe[0])
        close(errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        return Result(status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output, errors: errors)
    }

    /// Reads both pipes to their ends at once, so neither can fill and stall the child.
    private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var open = [true, true]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while open[0] || open[1] {
            var fds = [pollfd(fd: open[0] ? first : -1, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: open[1] ? second : -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in 0..<2 where open[index] && fds[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index] += buffer[0..<count]
                } else if count == 0 || errno != EINTR {
                    open[index] = false
                }
            }
        }
        return (collected[0], collected[1])
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
