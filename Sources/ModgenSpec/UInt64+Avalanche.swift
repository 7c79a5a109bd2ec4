extension UInt64 {
    /// The value with every input bit spread over every output bit (MurmurHash3's 64-bit
    /// finalizer): the last step of modgen's own digests (`SpecFileDigest`, `DumpDigest`).
    package var avalanched: UInt64 {
        var value = self
        value ^= value >> 33
        value = value &* 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value = value &* 0xc4ce_b9fe_1a85_ec53
        value ^= value >> 33
        return value
    }
}
