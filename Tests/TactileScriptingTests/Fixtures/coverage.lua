local function double(x)
  return x * 2
end

local function never()
  return 1
end

it("doubles", function()
  for _ = 1, 3 do
    expect(double(2)).to.equal(4)
  end
end)
