extension Array where Element == String {
    /// `Set(self).sorted()`, without the set: what a list of owners or dependents becomes.
    var sortedUnique: [String] {
        guard count > 1 else { return self }
        var result: [String] = []
        result.reserveCapacity(count)
        for name in sorted() where name != result.last { result.append(name) }
        return result
    }
}
